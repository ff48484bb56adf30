import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, paginationProps } from '../../schema.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { escapeLike } from '../../../db/statement.ts';

const UNAVAILABLE = {
  message: 'Search of notes unavailable.',
  code: 'UNAVAILABLE',
  id: '0b44998d-77aa-4427-80d0-d2c9b8523011',
};

/**
 * notes/search: notes whose text or content warning contains the query (a substring search where
 * Misskey uses a search engine), narrowed to one author, one channel or one host (`.` is this
 * server; every account of the local instance is local). Needs the canSearchNotes policy.
 */
export default defineEndpoint(
  'notes/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        query: { type: 'string', maxLength: 1000 },
        userId: id({ nullable: true }),
        channelId: id({ nullable: true }),
        host: { type: 'string' },
        offset: { type: 'integer', default: 0 },
        ...paginationProps,
      },
      required: ['query'],
    },
  },
  (ps, me, ctx) => {
    if (!effectivePolicies(ctx.inst, me).canSearchNotes) throw new ApiError(UNAVAILABLE);
    if (ps.host != null && ps.host !== '.') return [];
    const cond = [
      `(n.text LIKE @q ESCAPE '\\' OR n.cw LIKE @q ESCAPE '\\')`,
      ps.userId ? 'n.userId = @userId' : null,
      ps.channelId ? 'n.channelId = @channelId' : null,
    ]
      .filter(Boolean)
      .join(' AND ');
    const q = `%${escapeLike(ps.query)}%`;
    return packNotes(
      ctx.pc,
      notesWhere(ctx.inst.db, me, cond, ps, {
        q,
        userId: ps.userId ?? null,
        channelId: ps.channelId ?? null,
      }),
    );
  },
);
