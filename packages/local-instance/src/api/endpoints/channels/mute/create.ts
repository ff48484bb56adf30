import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findChannel } from '../../../../services/channels.ts';
import { isMutingChannel, muteChannel } from '../../../../services/channel-mutes.ts';

export default defineEndpoint(
  'channels/mute/create',
  {
    requireCredential: true,
    kind: 'write:channels',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: { channelId: id(), expiresAt: { type: 'integer', nullable: true } },
      required: ['channelId'],
    },
  },
  (ps, me, ctx) => {
    const expiresAt = (ps.expiresAt as number | null | undefined) ?? null;
    if (expiresAt != null && expiresAt <= Date.now())
      throw new ApiError({
        message: 'Cannot set past date to "expiresAt".',
        code: 'EXPIRES_AT_IS_PAST',
        id: '42b32236-df2c-a45f-fdbf-def67268f749',
      });
    const channel = findChannel(ctx.inst.db, ps.channelId);
    if (!channel)
      throw new ApiError({
        message: 'No such Channel.',
        code: 'NO_SUCH_CHANNEL',
        id: '7174361e-d58f-31d6-2e7c-6fb830786a3f',
      });
    if (isMutingChannel(ctx.inst.db, me.id, channel.id))
      // upstream's message says "user" although the code names the channel
      throw new ApiError({
        message: 'You are already muting that user.',
        code: 'ALREADY_MUTING_CHANNEL',
        id: '5a251978-769a-da44-3e89-3931e43bb592',
      });
    muteChannel(ctx.inst.db, me.id, channel.id, expiresAt);
  },
);
