import { defineEndpoint } from '../../endpoint.ts';
import { chartProps } from '../../schema.ts';
import { userNotesChart } from '../../../services/user-notes-chart.ts';

/** charts/notes: the server's notes per day or hour; this instance has no remote notes (all zero). */
export default defineEndpoint(
  'charts/notes',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        ...chartProps,
      },
      required: ['span'],
    },
  },
  (ps, _me, ctx) => {
    const span = ps.span as 'day' | 'hour';
    const limit = ps.limit ?? 30;
    const local = userNotesChart(ctx.inst.db, null, span, limit, ps.offset ?? null);
    const zeros = () => new Array<number>(limit).fill(0);
    const remote = {
      total: zeros(),
      inc: zeros(),
      dec: zeros(),
      diffs: { normal: zeros(), reply: zeros(), renote: zeros(), withFile: zeros() },
    };
    return { local, remote };
  },
);
