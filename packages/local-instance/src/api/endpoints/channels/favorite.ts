import { defineEndpoint } from '../../endpoint.ts';
import { favoriteChannel } from '../../../services/channels.ts';
import { channelIdOnly, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/favorite',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = findChannelOrThrow(ctx, ps.channelId, '4938f5f3-6167-4c04-9149-6607b7542861');
    favoriteChannel(ctx.inst.db, me.id, c.id);
  },
);
