import { defineEndpoint } from '../../endpoint.ts';
import { channelsJoined } from '../../../services/channels.ts';
import { packChannelLite } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/my-favorites',
  { requireCredential: true, kind: 'read:channels', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) =>
    channelsJoined(ctx.inst.db, 'channel_favorites', 'userId', me.id, { limit: 1000 }).map((c) =>
      packChannelLite(ctx.pc, c),
    ),
);
