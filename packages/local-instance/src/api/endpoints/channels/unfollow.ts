import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { channelIdOnly, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/unfollow',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = findChannelOrThrow(ctx, ps.channelId, '19959ee9-0153-4c51-bbd9-a98c49dc59d6');
    run(ctx.inst.db, 'DELETE FROM channel_follows WHERE followerId = ? AND channelId = ?', me.id, c.id);
    ctx.inst.events.emit('followingChanged', me.id);
  },
);
