import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { deleteRenoteMuting, isRenoteMuting } from '../../../services/mutes.ts';
import { muteeIsYourself, notMuting } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';
import { userIdParams } from '../../schema.ts';

export default defineEndpoint(
  'renote-mute/delete',
  { requireCredential: true, params: userIdParams },
  (ps, me, ctx) => {
    const mutee = otherUser(ctx, me, ps.userId, {
      yourself: muteeIsYourself('619b1314-0850-4597-a242-e245f3da42af'),
      noSuchUserId: '9b6728cf-638c-4aa1-bedb-e07d8101474d',
    });
    if (!isRenoteMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(notMuting('2e4ef874-8bf0-4b4b-b069-4598f6d05817'));
    deleteRenoteMuting(ctx.inst.db, me.id, mutee.id);
  },
);
