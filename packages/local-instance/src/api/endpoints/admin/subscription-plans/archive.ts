import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { archivePlan } from '../../../../services/subscription-plans.ts';
import { planOrThrow } from '../../../shared/subscription-plans.ts';

/** admin/subscription-plans/archive: the plan takes no new subscribers and leaves users' lists; it is kept. */
export default defineEndpoint(
  'admin/subscription-plans/archive',
  {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
    params: { type: 'object', properties: { planId: id() }, required: ['planId'] },
  },
  (ps, _me, ctx) => {
    archivePlan(ctx.inst.db, planOrThrow(ctx, ps.planId, 'e1c7a3f9-4b2d-4e60-8a5c-7d9f0b3e2c18').id);
  },
);
