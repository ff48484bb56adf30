import { describe, expect, it } from 'vitest';
import { testInstance, totpCode as codeFor } from './helpers.ts';

describe('two-factor authentication', () => {
  const t = testInstance();
  const me = t.signup('tfa_user', 'tfa-password');

  it('an authenticator app is set up with a code, then asked for at sign-in; backup codes work once', async () => {
    const wrong = await t.api('i/2fa/register', { password: 'nope' }, me.token);
    expect(wrong.body.error).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      id: '78d6c839-20c9-4c66-b90a-fc0542168b48',
    });
    const reg = await t.api('i/2fa/register', { password: 'tfa-password' }, me.token);
    expect(reg.status).toBe(200);
    expect(reg.body.qr).toMatch(/^data:image\/png;base64,/);
    expect(reg.body.url).toContain('otpauth://totp/');
    expect(reg.body.label).toBe('tfa_user');

    const notYet = await t.api('i/2fa/done', { token: '000000' }, me.token);
    expect(notYet.status).toBe(400);
    const done = await t.api('i/2fa/done', { token: codeFor(reg.body.secret) }, me.token);
    expect(done.body.backupCodes).toHaveLength(5);
    const i = await t.api('i', {}, me.token);
    expect(i.body).toMatchObject({ twoFactorEnabled: true, twoFactorBackupCodesStock: 'full' });

    expect((await t.api('signin-flow', { username: 'tfa_user' })).body).toEqual({
      finished: false,
      next: 'password',
    });
    const step = await t.api('signin-flow', { username: 'tfa_user', password: 'tfa-password' });
    expect(step.body).toEqual({ finished: false, next: 'totp' });
    const bad = await t.api('signin-flow', {
      username: 'tfa_user',
      password: 'tfa-password',
      token: '123456',
    });
    expect(bad.status).toBe(403);
    expect(bad.body.error.id).toBe('cdf1235b-ac71-46d4-a3a6-84ccce48df6f');
    // the next code: the one that turned two-factor on has been used
    const ok = await t.api('signin-flow', {
      username: 'tfa_user',
      password: 'tfa-password',
      token: codeFor(reg.body.secret, Date.now() + 30_000),
    });
    expect(ok.body).toMatchObject({ finished: true, id: me.id });

    const backup = done.body.backupCodes[0];
    const withBackup = await t.api('signin-flow', {
      username: 'tfa_user',
      password: 'tfa-password',
      token: backup,
    });
    expect(withBackup.body.finished).toBe(true);
    const again = await t.api('signin-flow', {
      username: 'tfa_user',
      password: 'tfa-password',
      token: backup,
    });
    expect(again.status).toBe(403);
    expect((await t.api('i', {}, me.token)).body.twoFactorBackupCodesStock).toBe('partial');

    // turning it off needs the password and a code
    const noCode = await t.api('i/2fa/unregister', { password: 'tfa-password' }, me.token);
    expect(noCode.status).toBe(403);
    const off = await t.api(
      'i/2fa/unregister',
      { password: 'tfa-password', token: done.body.backupCodes[1] },
      me.token,
    );
    expect(off.status).toBe(204);
    expect((await t.api('i', {}, me.token)).body.twoFactorEnabled).toBe(false);
    expect(
      (await t.api('signin-flow', { username: 'tfa_user', password: 'tfa-password' })).body.finished,
    ).toBe(true);
  }, 30_000);

  it('security keys need two-factor on first, and password-less sign-in needs a key', async () => {
    const other = await t.api('i/2fa/register-key', { password: 'tfa-password' }, me.token);
    expect(other.body.error.code).toBe('TWO_FACTOR_NOT_ENABLED');
    const pl = await t.api('i/2fa/password-less', { value: true }, me.token);
    expect(pl.body.error.code).toBe('NO_SECURITY_KEY');
  });
});
