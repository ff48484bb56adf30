import { defineEndpoint } from '../../endpoint.ts';
import { channelIdOnly, packDetailed, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/show',
  { requireCredential: false, params: channelIdOnly },
  (ps, _me, ctx) =>
    packDetailed(ctx.pc, findChannelOrThrow(ctx, ps.channelId, '6f6c314b-7486-4897-8966-c04a66a02923')),
);
