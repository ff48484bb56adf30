import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { createRenoteMuting, isRenoteMuting } from '../../../services/mutes.ts';
import { alreadyMuting, muteeIsYourself } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';
import { userIdParams } from '../../schema.ts';

export default defineEndpoint(
  'renote-mute/create',
  { requireCredential: true, limit: { duration: HOUR, max: 20 }, params: userIdParams },
  (ps, me, ctx) => {
    const mutee = otherUser(ctx, me, ps.userId, {
      yourself: muteeIsYourself('37285718-52f7-4aef-b7de-c38b8e8a8420'),
      noSuchUserId: '5e0a5dff-1e94-4202-87ae-4d9c89eb2271',
    });
    if (isRenoteMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(alreadyMuting('ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b'));
    createRenoteMuting(ctx.inst.db, me.id, mutee.id);
  },
);
