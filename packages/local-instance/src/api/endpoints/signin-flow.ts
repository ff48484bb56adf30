import { defineEndpoint, RawResponse } from '../endpoint.ts';
import { findUserByUsername } from '../../services/users.ts';
import {
  checkPassword,
  countFailure,
  secretsThrottled,
  signinAttempt,
} from '../../services/password-guard.ts';
import { recordSignin } from '../../services/security.ts';
import { createNotification } from '../../services/notifications.ts';
import { checkSigninSecondFactor, twoFactorState } from '../../services/two-factor.ts';
import { startKeyAuthentication, verifyKeyAuthentication } from '../../services/webauthn.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { captchaProblem } from '../../services/captcha.ts';
import { CAPTCHA_RESPONSES, captchaRefusal } from '../shared/captcha-responses.ts';

// Misskey's signin-flow answers failures with `{ error: { id } }` only (and a 403 for both a wrong
// password and an unknown user, so that the answer does not tell which usernames exist).
const failure = (id: string) => new RawResponse(403, { error: { id } });
const WRONG_PASSWORD = '932c904e-9460-45b7-9ce6-7ed33be7eb2c';
const NO_SUCH_USER = '6cc579cc-885d-43d8-95c2-b8c7fc963280';
const SUSPENDED = 'e03a5f46-d309-4865-9b69-56282d94e1eb';
const WRONG_SECOND_FACTOR = 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f';
const KEY_NOT_ACCEPTED = '93b86c4b-72f9-40eb-9815-798928603d1e';

// Misskey 2026.7's answer to an address over its sign-in limit (fixtures/misskey-2026.7.0); also
// given here when this account or this address has failed too often
const TOO_MANY_ATTEMPTS = () =>
  new RawResponse(429, {
    error: {
      message: 'Too many failed attempts to sign in. Try again later.',
      code: 'TOO_MANY_AUTHENTICATION_FAILURES',
      id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
    },
  });

export default defineEndpoint(
  'signin-flow',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        password: { type: 'string', nullable: true },
        token: { type: 'string', nullable: true },
        credential: { type: 'object', nullable: true, properties: {} },
        ...CAPTCHA_RESPONSES,
      },
    },
  },
  async (ps, _me, ctx) => {
    // as Misskey, every attempt counts against its address, whatever it asks and however it ends
    if (!signinAttempt(ctx.inst, ctx.ip)) throw TOO_MANY_ATTEMPTS();
    // as Misskey: no username is an empty 400
    if (typeof ps.username !== 'string') throw new RawResponse(400, null);
    const user = findUserByUsername(ctx.inst.db, ps.username);
    // an account its owner deleted is gone, as on Misskey once its deletion job has run
    if (!user || user.isDeleted) throw failure(NO_SUCH_USER);
    if (user.isSuspended) throw failure(SUSPENDED);
    const tf = twoFactorState(ctx.inst.db, user.id);
    if (ps.password == null) return { finished: false, next: tf.enabled ? 'password' : 'captcha' };
    // as Misskey, an account without a second factor shows a captcha with its password
    const captcha = tf.enabled ? null : captchaProblem(ctx.inst.db, ps);
    if (captcha) throw captchaRefusal(captcha);
    const attempt = { userId: user.id, ip: ctx.ip };
    const record = (success: boolean) =>
      recordSignin(ctx.inst.db, { ...attempt, headers: ctx.headers, success });
    const refuse = (id: string) => {
      record(false);
      return failure(id);
    };
    // a wrong second factor counts against the address and the account, as a wrong password does
    const refuseSecondFactor = (id: string) => {
      countFailure(ctx.inst, attempt);
      return refuse(id);
    };
    // with password-less sign-in on, a security key may stand in for the password
    const keyInstead = tf.usePasswordLessLogin && ps.password === '' && !ps.token;
    if (keyInstead && secretsThrottled(ctx.inst, attempt)) throw TOO_MANY_ATTEMPTS();
    const check = keyInstead
      ? 'skipped'
      : checkPassword(ctx.inst, { ...attempt, password: ps.password, hash: user.passwordHash });
    if (check === 'throttled') throw TOO_MANY_ATTEMPTS();
    if (check === 'wrong') throw refuse(WRONG_PASSWORD);

    if (tf.enabled) {
      if (ps.token) {
        if (check !== 'ok') throw refuse(WRONG_PASSWORD);
        if (!checkSigninSecondFactor(ctx.inst.db, user.id, ps.token))
          throw refuseSecondFactor(WRONG_SECOND_FACTOR);
      } else if (ps.credential) {
        const ok = await verifyKeyAuthentication(
          ctx.inst,
          ctx.origin,
          user.id,
          ps.credential as unknown as AuthenticationResponseJSON,
        );
        if (!ok) throw refuseSecondFactor(KEY_NOT_ACCEPTED);
      } else if (tf.securityKeys.length > 0) {
        const authRequest = await startKeyAuthentication(ctx.inst, ctx.origin, user.id);
        return { finished: false, next: 'passkey', authRequest };
      } else {
        if (check !== 'ok') throw refuse(WRONG_PASSWORD);
        return { finished: false, next: 'totp' };
      }
    } else if (check !== 'ok') throw refuse(WRONG_PASSWORD);

    record(true);
    createNotification(ctx.inst, { notifieeId: user.id, type: 'login' });
    return { finished: true, id: user.id, i: user.token };
  },
);
