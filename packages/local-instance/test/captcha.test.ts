import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('captcha', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');
  const save = (body: Record<string, unknown>, token = admin.token) =>
    t.api('admin/captcha/save', body, token);

  it('is switched only once solved; outside services are refused, the test captcha is kept', async () => {
    expect((await t.api('admin/captcha/current', {}, alice.token)).status).toBe(403);
    const current = (await t.api('admin/captcha/current', {}, admin.token)).body;
    expect(current).toMatchObject({
      provider: 'none',
      hcaptcha: { siteKey: null },
      mcaptcha: { instanceUrl: null },
    });

    expect((await save({ provider: 'testcaptcha' })).body.error.code).toBe('NO_RESPONSE_PROVIDED');
    expect((await save({ provider: 'testcaptcha', captchaResult: 'guess' })).body.error.code).toBe(
      'VERIFICATION_FAILED',
    );
    expect((await save({ provider: 'hcaptcha', captchaResult: 'x' })).body.error.code).toBe(
      'INVALID_PARAMETERS',
    );
    const outside = await save({ provider: 'turnstile', captchaResult: 'x', sitekey: 'k', secret: 's' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.code).toBe('INVALID_PROVIDER');
    expect(
      (await save({ provider: 'testcaptcha', captchaResult: 'testcaptcha-passed' }, alice.token)).status,
    ).toBe(403);
    expect((await t.api('meta', {})).body.enableTestcaptcha).toBe(false);

    expect((await save({ provider: 'testcaptcha', captchaResult: 'testcaptcha-passed' })).status).toBe(204);
    expect((await t.api('meta', {})).body.enableTestcaptcha).toBe(true);
    expect((await t.api('admin/captcha/current', {}, admin.token)).body.provider).toBe('testcaptcha');
  });

  it('then sign-up and sign-in without a second factor need the answer', async () => {
    const refused = await t.api('signup', { username: 'robot1', password: 'pw' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Error: testcaptcha-failed: no response provided');
    const wrong = await t.api('signup', { username: 'robot1', password: 'pw', 'testcaptcha-response': 'no' });
    expect(wrong.body.message).toBe('Error: testcaptcha-failed');
    const ok = await t.api('signup', {
      username: 'person1',
      password: 'pw',
      'testcaptcha-response': 'testcaptcha-passed',
    });
    expect(ok.status).toBe(200);

    expect((await t.api('signin-flow', { username: 'person1', password: 'pw' })).status).toBe(400);
    const signedIn = await t.api('signin-flow', {
      username: 'person1',
      password: 'pw',
      'testcaptcha-response': 'testcaptcha-passed',
    });
    expect(signedIn.body).toMatchObject({ finished: true });
    // the first step (no password yet) asks for the password and the captcha together
    expect((await t.api('signin-flow', { username: 'person1' })).body).toEqual({
      finished: false,
      next: 'captcha',
    });

    expect((await save({ provider: 'none' })).status).toBe(204);
    expect((await t.api('meta', {})).body.enableTestcaptcha).toBe(false);
    expect((await t.api('signin-flow', { username: 'person1', password: 'pw' })).body.finished).toBe(true);
  });
});
