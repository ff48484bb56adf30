import { defineEndpoint } from '../../../endpoint.ts';
import { publishPoliciesChanged } from '../../../shared/role-changes.ts';
import { storeDefaultPolicies } from '../../../../packing/policies.ts';

/** Sets the base role's policies (what every user and visitor gets unless a role says otherwise). */
export default defineEndpoint(
  'admin/roles/update-default-policies',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireAdmin: true,
    params: {
      type: 'object',
      properties: { policies: { type: 'object', properties: {} } },
      required: ['policies'],
    },
  },
  (ps, _me, ctx) => {
    storeDefaultPolicies(ctx.inst.db, ps.policies as Record<string, unknown>);
    publishPoliciesChanged(ctx);
  },
);
