import { defineEndpoint } from '../../../endpoint.ts';
import { chartProps, id } from '../../../schema.ts';
import { userNotesChart } from '../../../../services/user-notes-chart.ts';

/** charts/user/notes: notes created per day or hour (no error for an unknown user, as in Misskey). */
export default defineEndpoint(
  'charts/user/notes',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        ...chartProps,
        userId: id(),
      },
      required: ['span', 'userId'],
    },
  },
  (ps, _me, ctx) =>
    userNotesChart(ctx.inst.db, ps.userId, ps.span as 'day' | 'hour', ps.limit ?? 30, ps.offset ?? null),
);
