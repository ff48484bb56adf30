import { defineEndpoint } from '../../endpoint.ts';
import { chartProps } from '../../schema.ts';
import { activeUsersChart } from '../../../services/active-users-chart.ts';

/** charts/active-users: how many local users read, wrote or both per day or hour, and how new they were. */
export default defineEndpoint(
  'charts/active-users',
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
  (ps, _me, ctx) =>
    activeUsersChart(ctx.inst.db, ps.span as 'day' | 'hour', ps.limit ?? 30, ps.offset ?? null),
);
