import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { updatePlan } from '../../../../services/subscription-plans.ts';
import { checkRole, planFields, planOrThrow } from '../../../shared/subscription-plans.ts';

/** admin/subscription-plans/update: changes the given fields of a plan that is not archived. */
export default defineEndpoint(
  'admin/subscription-plans/update',
  {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
    params: { type: 'object', properties: { planId: id(), ...planFields }, required: ['planId'] },
  },
  (ps, _me, ctx) => {
    const plan = planOrThrow(ctx, ps.planId, '5c2e9d71-0a4b-4e38-b6f1-2d7a9c3e8f14');
    if (plan.isArchived)
      throw new ApiError({
        message: 'This plan is archived.',
        code: 'PLAN_ARCHIVED',
        id: '8e4b1a6d-2c9f-4d57-a0e3-5f1b7c2d9a46',
      });
    checkRole(ctx, ps.roleId, '0d7f3b2a-9e1c-4a85-b4d6-3c8e2f1a5b70');
    updatePlan(ctx.inst.db, plan.id, ps);
  },
);
