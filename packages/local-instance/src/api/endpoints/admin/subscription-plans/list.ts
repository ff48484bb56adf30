import { defineEndpoint } from '../../../endpoint.ts';
import { listPlans, packPlan } from '../../../../services/subscription-plans.ts';

/** admin/subscription-plans/list: every plan, newest first; archived ones with `includeArchived`. */
export default defineEndpoint(
  'admin/subscription-plans/list',
  {
    requireCredential: true,
    kind: 'read:admin:meta',
    requireAdmin: true,
    params: { type: 'object', properties: { includeArchived: { type: 'boolean', default: false } } },
  },
  (ps, _me, ctx) => listPlans(ctx.inst.db, ps.includeArchived ?? false).map((p) => packPlan(ctx.inst.db, p)),
);
