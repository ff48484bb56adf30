import { defineEndpoint, RawResponse } from '../endpoint.ts';
import { findUserByUsername } from '../../services/users.ts';
import { checkPassword, countSigninFailure, signinThrottled } from '../../services/password-guard.ts';
import { recordSignin } from '../../services/security.ts';
import { createNotification } from '../../services/notifications.ts';

// Misskey's signin-flow answers failures with `{ error: { id } }` only (and a 403 for both a wrong
// password and an unknown user, so that the answer does not tell which usernames exist).
const failure = (id: string) => new RawResponse(403, { error: { id } });
const WRONG_PASSWORD = '932c904e-9460-45b7-9ce6-7ed33be7eb2c';
const NO_SUCH_USER = '6cc579cc-885d-43d8-95c2-b8c7fc963280';

const TOO_MANY_FAILURES = () =>
  new RawResponse(429, {
    error: {
      message: 'Rate limit exceeded. Please try again later.',
      code: 'RATE_LIMIT_EXCEEDED',
      id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      info: {
        message: 'Too many failed attempts to sign in.',
        code: 'TOO_MANY_AUTHENTICATION_FAILURES',
        id: '6c181469-ecb9-42d2-82c9-60db5486a819',
      },
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
      },
    },
  },
  (ps, _me, ctx) => {
    // as Misskey: no username is an empty 400
    if (typeof ps.username !== 'string') throw new RawResponse(400, null);
    if (signinThrottled(ctx.inst, ctx.ip)) throw TOO_MANY_FAILURES();
    const user = findUserByUsername(ctx.inst.db, ps.username);
    if (!user) {
      countSigninFailure(ctx.inst, ctx.ip);
      throw failure(NO_SUCH_USER);
    }
    if (ps.password == null) return { finished: false, next: 'captcha' };
    const attempt = { userId: user.id, ip: ctx.ip, headers: ctx.headers };
    const check = checkPassword(ctx.inst, {
      userId: user.id,
      ip: ctx.ip,
      password: ps.password,
      hash: user.passwordHash,
    });
    if (check === 'throttled') throw TOO_MANY_FAILURES();
    if (check === 'wrong') {
      recordSignin(ctx.inst.db, { ...attempt, success: false });
      throw failure(WRONG_PASSWORD);
    }
    recordSignin(ctx.inst.db, { ...attempt, success: true });
    createNotification(ctx.inst, { notifieeId: user.id, type: 'login' });
    return { finished: true, id: user.id, i: user.token };
  },
);
