import { describe, expect, test } from 'vitest';
import { SoftAuthenticator, type KeyBehaviour } from './soft-authenticator.ts';
import { testInstance, totpCode, turnOnTotp, type TestAccount } from './helpers.ts';

const KEY_NOT_ACCEPTED = '93b86c4b-72f9-40eb-9815-798928603d1e';
const VERIFIED: KeyBehaviour = { userVerified: true };
/** A key that was only touched: nobody showed a PIN or a fingerprint to it. */
const TOUCHED_ONLY: KeyBehaviour = { userVerified: false };

describe('security keys and passkeys need user verification', () => {
  const t = testInstance();
  const alice = t.signup('alice', 'alice-pw');
  const bob = t.signup('bob', 'bob-pw');

  /** Two-factor on, then `key` registered as `how` answers: the status and body of i/2fa/key-done. */
  async function register(who: TestAccount, password: string, key: SoftAuthenticator, how: KeyBehaviour) {
    const { secret } = await turnOnTotp(t.inst, who.token, password);
    const identity = { password, token: totpCode(secret) };
    const options = await t.api('i/2fa/register-key', identity, who.token);
    expect(options.body.authenticatorSelection.userVerification).toBe('required');
    const credential = key.register(options.body, how);
    return t.api('i/2fa/key-done', { ...identity, name: 'My key', credential }, who.token);
  }

  /** A password-less sign-in: the key's options, then the key's answer as `how`. */
  async function signInWithKey(username: string, key: SoftAuthenticator, how: KeyBehaviour) {
    const step = await t.api('signin-flow', { username, password: '' });
    expect(step.body).toMatchObject({ finished: false, next: 'passkey' });
    expect(step.body.authRequest.userVerification).toBe('required');
    return t.api('signin-flow', {
      username,
      password: '',
      credential: key.signIn(step.body.authRequest, how),
    });
  }

  test('a key that did not verify its user is not registered', async () => {
    const key = new SoftAuthenticator(t.inst.url);
    const done = await register(bob, 'bob-pw', key, TOUCHED_ONLY);
    expect(done.status).toBe(400);
    expect(done.body.error.code).toBe('SECURITY_KEY_NOT_VERIFIED');
    expect((await t.api('i', {}, bob.token)).body.securityKeysList).toEqual([]);
  });

  test('a registered key signs in without a password only when it verified its user', async () => {
    const key = new SoftAuthenticator(t.inst.url);
    const done = await register(alice, 'alice-pw', key, VERIFIED);
    expect(done.body).toEqual({ id: key.id, name: 'My key' });
    expect((await t.api('i/2fa/password-less', { value: true }, alice.token)).status).toBe(204);

    const touched = await signInWithKey('alice', key, TOUCHED_ONLY);
    expect(touched.status).toBe(403);
    expect(touched.body.error.id).toBe(KEY_NOT_ACCEPTED);
    expect((await signInWithKey('alice', key, VERIFIED)).body).toMatchObject({
      finished: true,
      id: alice.id,
    });
  });
});
