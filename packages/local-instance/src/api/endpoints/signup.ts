import { registrationClosed } from '../../services/instance-settings.ts';
import { defineEndpoint, RawResponse } from '../endpoint.ts';
import { HOUR } from '../rate-limit.ts';
import {
  createUser,
  findUserByUsername,
  isPreservedUsername,
  isValidUsername,
} from '../../services/users.ts';
import { packMe } from '../../packing/user.ts';
import { findInviteByCode, isUsableInvite, markInviteUsed } from '../../services/invite-codes.ts';
import { captchaProblem } from '../../services/captcha.ts';
import { CAPTCHA_RESPONSES, captchaRefusal } from '../shared/captcha-responses.ts';

// Misskey's signup is not an API endpoint of its kind: a refused username is a web-server error
// whose message names the reason, and a missing password or invitation an empty 400.
const fail = (code: string) =>
  new RawResponse(400, { statusCode: 400, error: 'Bad Request', message: `Error: ${code}` });
const refuse = () => new RawResponse(400, null);

export default defineEndpoint(
  'signup',
  {
    requireCredential: false,
    limit: { duration: HOUR, max: 10 },
    params: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        password: { type: 'string' },
        host: { type: 'string', nullable: true },
        invitationCode: { type: 'string', nullable: true },
        emailAddress: { type: 'string', nullable: true },
        ...CAPTCHA_RESPONSES,
      },
      required: ['username', 'password'],
    },
  },
  (ps, _me, ctx) => {
    // as Misskey, the captcha is checked before anything else
    const captcha = captchaProblem(ctx.inst.db, ps);
    if (captcha) throw captchaRefusal(captcha);
    if (!isValidUsername(ps.username)) throw fail('INVALID_USERNAME');
    if (ps.password === '') throw refuse();
    if (findUserByUsername(ctx.inst.db, ps.username)) throw fail('DUPLICATED_USERNAME');
    if (isPreservedUsername(ctx.inst.db, ps.username)) throw fail('USED_USERNAME');
    // with registration closed, only a valid unused invitation code lets someone in
    const closed = registrationClosed(ctx.inst);
    const invite = closed ? findInviteByCode(ctx.inst.db, ps.invitationCode ?? '') : undefined;
    if (closed && !isUsableInvite(invite)) throw refuse();
    const user = createUser(ctx.inst.db, { username: ps.username, password: ps.password });
    if (invite) markInviteUsed(ctx.inst.db, invite.id, user.id);
    ctx.pc.me = user;
    return { ...packMe(ctx.pc, user), token: user.token };
  },
);
