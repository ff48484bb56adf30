import { defineEndpoint } from '../../../endpoint.ts';
import { createPlan, packPlan } from '../../../../services/subscription-plans.ts';
import { checkRole, planFields } from '../../../shared/subscription-plans.ts';

/** admin/subscription-plans/create: a new plan granting a role, active unless said otherwise. */
export default defineEndpoint(
  'admin/subscription-plans/create',
  {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
    params: {
      type: 'object',
      properties: planFields,
      required: ['name', 'price', 'currency', 'interval', 'roleId'],
    },
  },
  (ps, _me, ctx) => {
    checkRole(ctx, ps.roleId, 'b3a0f1c4-3e7d-4f0a-9c52-6d8e1f2a7b90');
    return packPlan(ctx.inst.db, createPlan(ctx.inst.db, ps));
  },
);
