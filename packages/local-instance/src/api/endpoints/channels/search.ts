import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps, limitParam } from '../../schema.ts';
import { channelsWhere } from '../../../services/channels.ts';
import { packChannelLite } from '../../shared/channels.ts';
import { escapeLike } from '../../../db/statement.ts';

export default defineEndpoint(
  'channels/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        type: { type: 'string', enum: ['nameAndDescription', 'nameOnly'], default: 'nameAndDescription' },
        ...paginationProps,
        limit: limitParam(100, 5),
      },
      required: ['query'],
    },
  },
  (ps, _me, ctx) => {
    const q = ps.query.trim();
    const like = `%${escapeLike(q)}%`;
    const match =
      ps.type === 'nameOnly'
        ? "c.name LIKE @like ESCAPE '\\'"
        : "(c.name LIKE @like ESCAPE '\\' OR c.description LIKE @like ESCAPE '\\')";
    const cond = q === '' ? 'c.isArchived = 0' : `c.isArchived = 0 AND ${match}`;
    return channelsWhere(ctx.inst.db, cond, ps, { like }).map((c) => packChannelLite(ctx.pc, c));
  },
);
