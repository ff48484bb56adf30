import { defineEndpoint } from '../../endpoint.ts';
import { all } from '../../../db/statement.ts';
import type { ChannelRow } from '../../../services/channels.ts';
import { packChannelLite } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/featured',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    all<ChannelRow>(
      ctx.inst.db,
      'SELECT * FROM channels WHERE isArchived = 0 AND lastNotedAt IS NOT NULL ORDER BY lastNotedAt DESC LIMIT 10',
    ).map((c) => packChannelLite(ctx.pc, c)),
);
