import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { HOUR } from '../../rate-limit.ts';
import { createMuting, isMuting, purgeExpiredMutes } from '../../../services/mutes.ts';
import { alreadyMuting, muteeIsYourself } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';

export default defineEndpoint(
  'mute/create',
  {
    requireCredential: true,
    kind: 'write:mutes',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 20 },
    params: {
      type: 'object',
      properties: { userId: id(), expiresAt: { type: 'integer', nullable: true } },
      required: ['userId'],
    },
  },
  (ps, me, ctx) => {
    const mutee = otherUser(ctx, me, ps.userId, {
      yourself: muteeIsYourself('a4619cb2-5f23-484b-9301-94c903074e10'),
      noSuchUserId: '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    });
    purgeExpiredMutes(ctx.inst.db);
    if (isMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(alreadyMuting('7e7359cb-160c-4956-b08f-4d1c653cd007'));
    // a time already past mutes nothing, as in Misskey
    if (ps.expiresAt != null && ps.expiresAt <= Date.now()) return;
    createMuting(ctx.inst.db, me.id, mutee.id, ps.expiresAt ?? null);
  },
);
