import { defineEndpoint } from '../../endpoint.ts';
import { listPlans, packPlan } from '../../../services/subscription-plans.ts';

/** subscription/plans: the plans open to new subscribers, cheapest first (anyone may read them). */
export default defineEndpoint(
  'subscription/plans',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    listPlans(ctx.inst.db, false)
      .filter((p) => p.isActive)
      .sort((a, b) => a.price - b.price)
      .map((p) => packPlan(ctx.inst.db, p)),
);
