// i/move: move this account to another (local) account that lists it in its aliases.
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { DAY } from '../../rate-limit.ts';
import { findUserById, rootUserId } from '../../../services/users.ts';
import { resolveLocalAcct } from '../../../services/account-import.ts';
import { aliasIdsOf, moveAccount, movedToOf } from '../../../services/account-aliases.ts';
import { packMe } from '../../../packing/user.ts';

const MOVE_ERRORS = {
  destinationAccountForbids: {
    message: "Destination account doesn't have proper 'Known As' alias, or has already moved.",
    code: 'DESTINATION_ACCOUNT_FORBIDS',
    id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
  },
  rootForbidden: {
    message: "The root can't migrate.",
    code: 'NOT_ROOT_FORBIDDEN',
    id: '4362e8dc-731f-4ad8-a694-be2a88922a24',
  },
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5' },
  alreadyMoved: {
    message: 'Account was already moved to another account.',
    code: 'ALREADY_MOVED',
    id: 'b234a14e-9ebe-4581-8000-074b3c215962',
  },
};

export default defineEndpoint(
  'i/move',
  {
    requireCredential: true,
    prohibitMoved: true,
    secure: true,
    limit: { duration: DAY, max: 5 },
    params: {
      type: 'object',
      properties: { moveToAccount: { type: 'string' } },
      required: ['moveToAccount'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (!ps.moveToAccount) throw new ApiError(MOVE_ERRORS.noSuchUser);
    if (rootUserId(db) === me.id) throw new ApiError(MOVE_ERRORS.rootForbidden);
    if (movedToOf(db, me.id)) throw new ApiError(MOVE_ERRORS.alreadyMoved);
    // this instance does not federate: only local accounts can be resolved
    const to = resolveLocalAcct(ctx.inst, ps.moveToAccount, new URL(ctx.origin).host);
    if (!to) throw new ApiError(MOVE_ERRORS.noSuchUser);
    if (!aliasIdsOf(db, to.id).includes(me.id) || movedToOf(db, to.id))
      throw new ApiError(MOVE_ERRORS.destinationAccountForbids);
    moveAccount(ctx.inst, me, to);
    const updated = findUserById(db, me.id)!;
    // Misskey answers the packed account (misskey-js types the answer as an empty object)
    return packMe(ctx.pc, updated) as unknown as Record<string, never>;
  },
);
