import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { findChannel } from '../../../../services/channels.ts';
import { isMutingChannel, unmuteChannel } from '../../../../services/channel-mutes.ts';
import { channelIdOnly } from '../../../shared/channels.ts';

export default defineEndpoint(
  'channels/mute/delete',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const channel = findChannel(ctx.inst.db, ps.channelId);
    if (!channel)
      throw new ApiError({
        message: 'No such Channel.',
        code: 'NO_SUCH_CHANNEL',
        id: 'e7998769-6e94-d9c2-6b8f-94a527314aba',
      });
    if (!isMutingChannel(ctx.inst.db, me.id, channel.id))
      throw new ApiError({
        message: 'You are not muting that channel.',
        code: 'NOT_MUTING_CHANNEL',
        id: '14d55962-6ea8-d990-1333-d6bef78dc2ab',
      });
    unmuteChannel(ctx.inst.db, me.id, channel.id);
  },
);
