import { describe, expect, test, vi, onTestFinished } from 'vitest';
import { testPageHtml } from '../src/server/test-pages.ts';
import { testInstance } from './helpers.ts';

async function post(
  url: string,
  endpoint: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('a server not told to trust a proxy (the default)', () => {
  const t = testInstance({ rateLimitFactor: 1 });
  const victim = t.signup('victim', 'right-password');

  test('X-Forwarded-For does not reset the sign-in limit: the 11th wrong password in an hour is refused', async () => {
    const statuses: number[] = [];
    // a second apart, as each failure makes the next attempt from the address wait one
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 11; i++) {
      vi.setSystemTime(Date.now() + 1100);
      const res = await post(
        t.inst.url,
        'signin-flow',
        { username: 'victim', password: `guess${i}` },
        {
          'x-forwarded-for': `10.0.0.${i + 1}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // the history shows the real address, not the claimed ones
    const history = await t.api('i/signin-history', {}, victim.token);
    expect(history.body.every((h: { ip: string }) => !h.ip.startsWith('10.0.0.'))).toBe(true);
  });

  test('X-Forwarded-Host does not rewrite the addresses in answers', async () => {
    const res = await post(
      t.inst.url,
      'users/show',
      { username: 'victim' },
      { 'x-forwarded-host': 'evil.example' },
    );
    expect(res.body.avatarUrl).not.toContain('evil.example');
    expect(res.body.avatarUrl.startsWith(t.inst.url)).toBe(true);
  });

  test('the test page escapes the address it writes into HTML', () => {
    const html = testPageHtml('http://x"><script>alert(1)</script>', false);
    expect(html).not.toContain('<script>');
  });
});

describe('password checks', () => {
  const t = testInstance({ rateLimitFactor: 1, trustProxy: true });
  const switcher = t.signup('switcher', 'pw-one');
  t.signup('target', 'pw-target');

  test('an account is protected from guesses spread over many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post(
        t.inst.url,
        'signin-flow',
        { username: 'target', password: `nope${i}` },
        {
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // the right password is refused too until the hour is over: the guesser cannot learn it
    expect(
      (await post(t.inst.url, 'signin-flow', { username: 'target', password: 'pw-target' })).status,
    ).toBe(429);
  });

  test('regenerating the token with wrong passwords is throttled like signing in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        t.inst.url,
        'i/regenerate-token',
        { i: switcher.token, password: `bad${i}` },
        {
          'x-forwarded-for': '198.51.100.7',
        },
      );
      statuses.push(res.status);
    }
    expect(statuses[10]).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  });
});
