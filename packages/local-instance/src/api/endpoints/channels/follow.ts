import { defineEndpoint } from '../../endpoint.ts';
import { followChannel } from '../../../services/channels.ts';
import { channelIdOnly, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/follow',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = findChannelOrThrow(ctx, ps.channelId, 'c0031718-d573-4e85-928e-10039f1fbb68');
    followChannel(ctx.inst.db, me.id, c.id);
    ctx.inst.events.emit('followingChanged', me.id);
  },
);
