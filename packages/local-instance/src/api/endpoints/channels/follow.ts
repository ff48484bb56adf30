import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { followChannel, isFollowingChannel } from '../../../services/channels.ts';
import { channelIdOnly, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/follow',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = findChannelOrThrow(ctx, ps.channelId, 'c0031718-d573-4e85-928e-10039f1fbb68');
    // upstream 2026.7 refuses a second follow (MisskeyIO 2025.4 failed with a 500)
    if (isFollowingChannel(ctx.inst.db, me.id, c.id))
      throw new ApiError({
        message: 'You are already following that channel.',
        code: 'ALREADY_FOLLOWING',
        id: '7db31665-651e-40c1-8e6e-28e9ad829a2d',
      });
    followChannel(ctx.inst.db, me.id, c.id);
    ctx.inst.events.emit('followingChanged', me.id);
  },
);
