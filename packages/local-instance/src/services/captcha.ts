import type { Db } from '../db/open.ts';

const KEY = 'captcha';

/** The value Misskey's test captcha sends when solved. */
export const TESTCAPTCHA_PASSED = 'testcaptcha-passed';

/**
 * The captcha this instance asks for on sign-up and sign-in. It asks no outside service, so the
 * only ones it can act on are none and Misskey's test captcha.
 */
export type LocalCaptcha = 'none' | 'testcaptcha';

export function captchaProvider(db: Db): LocalCaptcha {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined;
  return row?.value === 'testcaptcha' ? 'testcaptcha' : 'none';
}

export function setCaptchaProvider(db: Db, provider: LocalCaptcha): void {
  db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, provider);
}

/**
 * Whether a sign-up or sign-in carries the captcha answer this instance asks for; null when it
 * does, else the reason, in the words of Misskey's captcha check.
 */
export function captchaProblem(db: Db, body: Record<string, unknown>): string | null {
  if (captchaProvider(db) !== 'testcaptcha') return null;
  const answer = body['testcaptcha-response'];
  if (answer == null) return 'testcaptcha-failed: no response provided';
  return answer === TESTCAPTCHA_PASSED ? null : 'testcaptcha-failed';
}
