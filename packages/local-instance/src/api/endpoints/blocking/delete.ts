import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { isBlocking, unblock } from '../../../services/mutes.ts';
import { userParam, err, target, packDetailedById } from '../../shared/mute-block.ts';

export default defineEndpoint(
  'blocking/delete',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params: userParam },
  (ps, me, ctx) => {
    const blockee = target(
      ctx,
      me,
      ps.userId,
      err('Blockee is yourself.', 'BLOCKEE_IS_YOURSELF', '06f6fac6-524b-473c-a354-e97a40ae6eac'),
      err('No such user.', 'NO_SUCH_USER', '8621d8bf-c358-4303-a066-5ea78610eb3f'),
    );
    if (!isBlocking(ctx.inst.db, me.id, blockee.id))
      throw new ApiError(
        err('You are not blocking that user.', 'NOT_BLOCKING', '291b2efa-60c6-45c0-9f6a-045c8f9b02cd'),
      );
    unblock(ctx.inst.db, me.id, blockee.id);
    return packDetailedById(ctx, blockee.id);
  },
);
