import { defineEndpoint } from '../../endpoint.ts';
import { POINT_RULES, pointBalance, pointsEnabled } from '../../../services/points.ts';

/** points/show: my balance, whether the server awards points now, and what earns them. */
export default defineEndpoint(
  'points/show',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => ({
    balance: pointBalance(ctx.inst, me.id),
    enabled: pointsEnabled(ctx.inst),
    rules: Object.entries(POINT_RULES).map(([reason, amount]) => ({ reason, amount })),
  }),
);
