// The captcha services a Misskey server can ask for, how each is found in its meta and how its
// answer is sent (the request field names of signup and signin-flow).

export type CaptchaProvider = 'hcaptcha' | 'mcaptcha' | 'recaptcha' | 'turnstile' | 'testcaptcha';
export const CAPTCHA_PROVIDERS: readonly CaptchaProvider[] = [
  'hcaptcha',
  'mcaptcha',
  'recaptcha',
  'turnstile',
  'testcaptcha',
];

/** A captcha to show: which service, with the server's site key (and mCaptcha's own server). */
export interface CaptchaSetup {
  provider: CaptchaProvider;
  siteKey: string | null;
  instanceUrl?: string | null;
}

/** The answer Misskey's test captcha expects (it asks no outside service). */
export const TESTCAPTCHA_PASSED = 'testcaptcha-passed';

const RESPONSE_FIELD: Record<CaptchaProvider, string> = {
  hcaptcha: 'hcaptcha-response',
  mcaptcha: 'm-captcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  testcaptcha: 'testcaptcha-response',
};

/** The request field that carries a solved captcha, as signup and signin-flow read it. */
export function captchaField(provider: CaptchaProvider, token: string): Record<string, string> {
  return { [RESPONSE_FIELD[provider]]: token };
}

interface CaptchaMeta {
  enableHcaptcha?: boolean;
  hcaptchaSiteKey?: string | null;
  enableMcaptcha?: boolean;
  mcaptchaSiteKey?: string | null;
  mcaptchaInstanceUrl?: string | null;
  enableRecaptcha?: boolean;
  recaptchaSiteKey?: string | null;
  enableTurnstile?: boolean;
  turnstileSiteKey?: string | null;
  enableTestcaptcha?: boolean;
}

/** The captcha a server asks for on sign-up and sign-in (its meta), or null when it asks none. */
export function captchaOf(meta: CaptchaMeta | null | undefined): CaptchaSetup | null {
  if (!meta) return null;
  if (meta.enableHcaptcha) return { provider: 'hcaptcha', siteKey: meta.hcaptchaSiteKey ?? null };
  if (meta.enableMcaptcha)
    return {
      provider: 'mcaptcha',
      siteKey: meta.mcaptchaSiteKey ?? null,
      instanceUrl: meta.mcaptchaInstanceUrl ?? null,
    };
  if (meta.enableRecaptcha) return { provider: 'recaptcha', siteKey: meta.recaptchaSiteKey ?? null };
  if (meta.enableTurnstile) return { provider: 'turnstile', siteKey: meta.turnstileSiteKey ?? null };
  if (meta.enableTestcaptcha) return { provider: 'testcaptcha', siteKey: null };
  return null;
}

/** The address of mCaptcha's widget for a site key, or null when the server's address is not http(s). */
export function mcaptchaWidgetUrl(
  instanceUrl: string | null | undefined,
  siteKey: string | null,
): string | null {
  if (!instanceUrl || !siteKey) return null;
  try {
    const url = new URL('widget/', instanceUrl.endsWith('/') ? instanceUrl : `${instanceUrl}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('sitekey', siteKey);
    return url.href;
  } catch {
    return null;
  }
}
