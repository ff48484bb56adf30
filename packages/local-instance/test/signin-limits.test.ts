import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { testInstance, totpCode, turnOnTotp, type ApiResult, type Json } from './helpers.ts';

const WRONG_SECOND_FACTOR = 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f';
/** Misskey 2026.7's answer to an address over its sign-in limit (fixtures/misskey-2026.7.0). */
const TOO_MANY = {
  error: {
    message: 'Too many failed attempts to sign in. Try again later.',
    code: 'TOO_MANY_AUTHENTICATION_FAILURES',
    id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
  },
};

/** The clock of the test and of the instance (one process): `later()` moves it on by 1.1 s. */
function clockByHand() {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  return { later: (ms = 1100) => vi.setSystemTime(Date.now() + ms) };
}

describe('signin-flow limits, with the allowances of a public server', () => {
  const t = testInstance({ rateLimitFactor: 1, trustProxy: true });
  const regular = t.signup('regular', 'regular-pw');
  const guarded = t.signup('guarded', 'guarded-pw');
  const target = t.signup('target', 'target-pw');
  const settings = t.signup('settings', 'settings-pw');

  /** A signin-flow call from `address`. */
  const signinFrom = async (address: string, body: Record<string, unknown>): Promise<ApiResult> => {
    const res = await fetch(`${t.inst.url}/api/signin-flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  test('every attempt counts, a successful one too: a second apart, ten an hour from one address', async () => {
    const clock = clockByHand();
    const right = { username: 'regular', password: 'regular-pw' };
    expect((await signinFrom('198.51.100.1', right)).status).toBe(200);
    const tooSoon = await signinFrom('198.51.100.1', right);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual(TOO_MANY);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      clock.later();
      statuses.push((await signinFrom('198.51.100.1', right)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    // another address is not held back by this one
    expect((await signinFrom('198.51.100.2', right)).status).toBe(200);
    expect(regular.id).not.toBe('');
  });

  test('wrong codes after the right password are limited like any attempt, and the right code then waits too', async () => {
    const clock = clockByHand();
    const { secret } = await turnOnTotp(t.inst, guarded.token, 'guarded-pw');
    const withCode = (token: string) => ({ username: 'guarded', password: 'guarded-pw', token });
    clock.later(30_000); // past the code that turned two-factor on: the right code below is unused
    expect((await signinFrom('198.51.100.3', withCode('000000'))).body.error.id).toBe(WRONG_SECOND_FACTOR);
    expect((await signinFrom('198.51.100.3', withCode('000001'))).status).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      clock.later();
      statuses.push((await signinFrom('198.51.100.3', withCode(String(100000 + i)))).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    clock.later();
    const rightCode = await signinFrom('198.51.100.3', withCode(totpCode(secret)));
    expect(rightCode.status).toBe(429);
    expect(rightCode.body).toEqual(TOO_MANY);
  });

  test('wrong codes count against the account from any address: after twenty, the right code is refused too', async () => {
    const { secret } = await turnOnTotp(t.inst, target.token, 'target-pw');
    const withCode = (token: string) => ({ username: 'target', password: 'target-pw', token });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signinFrom(`192.0.2.${i + 1}`, withCode(String(200000 + i)))).status);
    expect(statuses.every((s) => s === 403)).toBe(true);
    const rightCode = await signinFrom('192.0.2.100', withCode(totpCode(secret, Date.now() + 30_000)));
    expect(rightCode.status).toBe(429);
    expect(rightCode.body).toEqual(TOO_MANY);
  });

  test('wrong codes given to confirm a change count too: a stolen session cannot try codes without end', async () => {
    const { secret } = await turnOnTotp(t.inst, settings.token, 'settings-pw');
    const change = async (token: string) => {
      const res = await fetch(`${t.inst.url}/api/i/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        body: JSON.stringify({ i: settings.token, currentPassword: 'settings-pw', newPassword: 'x', token }),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Json };
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await change(String(300000 + i))).status);
    expect(statuses.every((s) => s === 403)).toBe(true);
    const rightCode = await change(totpCode(secret));
    expect(rightCode.status).toBe(429);
    expect(rightCode.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});

describe('authenticator codes', () => {
  const t = testInstance();
  const me = t.signup('once', 'once-pw');

  test('a code signs in once: the same code again within its window is refused, the next one signs in', async () => {
    const { secret } = await turnOnTotp(t.inst, me.token, 'once-pw');
    const withCode = (token: string) =>
      t.api('signin-flow', { username: 'once', password: 'once-pw', token });
    // the code that turned two-factor on does not sign in either
    const enablingCode = await withCode(totpCode(secret));
    expect(enablingCode.status).toBe(403);
    expect(enablingCode.body.error.id).toBe(WRONG_SECOND_FACTOR);

    const next = totpCode(secret, Date.now() + 30_000);
    expect((await withCode(next)).body).toMatchObject({ finished: true, id: me.id });
    const replayed = await withCode(next);
    expect(replayed.status).toBe(403);
    expect(replayed.body.error.id).toBe(WRONG_SECOND_FACTOR);
  });
});
