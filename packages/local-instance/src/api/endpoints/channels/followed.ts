import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps, limitParam } from '../../schema.ts';
import { channelsJoined } from '../../../services/channels.ts';
import { packChannelLite } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/followed',
  {
    requireCredential: true,
    kind: 'read:channels',
    params: {
      type: 'object',
      properties: { ...paginationProps, limit: limitParam(100, 5) },
    },
  },
  (ps, me, ctx) =>
    channelsJoined(ctx.inst.db, 'channel_follows', 'followerId', me.id, ps).map((c) =>
      packChannelLite(ctx.pc, c),
    ),
);
