import { defineEndpoint, RawResponse } from '../endpoint.ts';
import { findUserByUsername } from '../../services/users.ts';
import { checkPassword } from '../../services/password-guard.ts';
import { recordSignin } from '../../services/security.ts';
import { createNotification } from '../../services/notifications.ts';

// Misskey's signin-flow answers failures with `{ error: { id } }` only; the message and code are
// added here for readability and do not change how clients recognise the error.
function failure(status: number, id: string, code: string, message: string): RawResponse {
  return new RawResponse(status, { error: { message, code, id, kind: 'client' } });
}

const TOO_MANY_FAILURES = () =>
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
      },
      required: ['username'],
    },
  },
  (ps, _me, ctx) => {
    const user = findUserByUsername(ctx.inst.db, ps.username);
    if (!user) throw failure(404, '6cc579cc-885d-43d8-95c2-b8c7fc963280', 'NO_SUCH_USER', 'No such user.');
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
      throw failure(403, '932c904e-9460-45b7-9ce6-7ed33be7eb2c', 'INCORRECT_PASSWORD', 'Incorrect password.');
    }
    recordSignin(ctx.inst.db, { ...attempt, success: true });
    createNotification(ctx.inst, { notifieeId: user.id, type: 'login' });
    return { finished: true, id: user.id, i: user.token };
  },
);
