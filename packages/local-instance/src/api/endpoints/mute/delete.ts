import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { deleteMuting, isMuting } from '../../../services/mutes.ts';
import { muteeIsYourself, notMuting } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';
import { userIdParams } from '../../schema.ts';

export default defineEndpoint(
  'mute/delete',
  { requireCredential: true, params: userIdParams },
  (ps, me, ctx) => {
    const mutee = otherUser(ctx, me, ps.userId, {
      yourself: muteeIsYourself('f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9'),
      noSuchUserId: 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef',
    });
    if (!isMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(notMuting('5467d020-daa9-4553-81e1-135c0c35a96d'));
    deleteMuting(ctx.inst.db, me.id, mutee.id);
  },
);
