import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps, limitParam } from '../../schema.ts';
import { channelsWhere } from '../../../services/channels.ts';
import { packChannelLite } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/owned',
  {
    requireCredential: true,
    kind: 'read:channels',
    params: {
      type: 'object',
      properties: { ...paginationProps, limit: limitParam(100, 5) },
    },
  },
  (ps, me, ctx) =>
    channelsWhere(ctx.inst.db, 'c.userId = @me AND c.isArchived = 0', ps, { me: me.id }).map((c) =>
      packChannelLite(ctx.pc, c),
    ),
);
