import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { HOUR } from '../rate-limit.ts';
import {
  createUser,
  findUserByUsername,
  isPreservedUsername,
  isValidUsername,
} from '../../services/users.ts';
import { packMe } from '../../packing/user.ts';
import { findInviteByCode, isUsableInvite, markInviteUsed } from '../../services/invite-codes.ts';

// Misskey's signup answers 400 with the reason as a string; Kumo keeps the reason as `code`.
const fail = (code: string, id: string) => new ApiError({ message: code, code, id });

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
      },
      required: ['username', 'password'],
    },
  },
  (ps, _me, ctx) => {
    if (!isValidUsername(ps.username)) throw fail('INVALID_USERNAME', 'a6a8f2c4-3f0e-4b7e-9d1f-0e6c2f1d9b21');
    if (ps.password === '') throw fail('INVALID_PASSWORD', 'f3d2b1e0-6c5a-4e8f-a7b9-1c2d3e4f5a60');
    if (findUserByUsername(ctx.inst.db, ps.username))
      throw fail('DUPLICATED_USERNAME', '2b6e1f7c-9a4d-4c3e-8f5b-7d0a1e2c3b49');
    if (isPreservedUsername(ctx.inst.db, ps.username))
      throw fail('USED_USERNAME', '3d81ef1b-8f0c-4d7e-9b8a-5c2e1f0a7d64');
    // with registration closed, only a valid unused invitation code lets someone in
    const invite = ctx.inst.options.disableRegistration
      ? findInviteByCode(ctx.inst.db, ps.invitationCode ?? '')
      : undefined;
    if (ctx.inst.options.disableRegistration && !isUsableInvite(invite))
      throw fail('INVALID_INVITATION_CODE', '8d4a1e52-7c3b-4f6e-9a2d-5b1c0e7f3a84');
    const user = createUser(ctx.inst.db, { username: ps.username, password: ps.password });
    if (invite) markInviteUsed(ctx.inst.db, invite.id, user.id);
    ctx.pc.me = user;
    return { ...packMe(ctx.pc, user), token: user.token };
  },
);
