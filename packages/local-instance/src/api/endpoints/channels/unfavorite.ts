import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { channelIdOnly, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/unfavorite',
  { requireCredential: true, kind: 'write:channels', prohibitMoved: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = findChannelOrThrow(ctx, ps.channelId, '353c68dd-131a-476c-aa99-88a345e83668');
    run(ctx.inst.db, 'DELETE FROM channel_favorites WHERE userId = ? AND channelId = ?', me.id, c.id);
  },
);
