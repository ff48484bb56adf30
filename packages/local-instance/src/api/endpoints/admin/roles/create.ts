import { defineEndpoint } from '../../../endpoint.ts';
import { packRole, createRole } from '../../../../services/roles.ts';
import { ROLE_PROPERTIES, ROLE_REQUIRED, roleInput } from '../../../shared/role-input.ts';
import { publishPoliciesChanged } from '../../../shared/role-changes.ts';

/** admin/roles/create: a new role (administrators only, as Misskey); a conditional one applies at once. */
export default defineEndpoint(
  'admin/roles/create',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireAdmin: true,
    params: { type: 'object', properties: ROLE_PROPERTIES, required: [...ROLE_REQUIRED] },
  },
  (ps, _me, ctx) => {
    const row = createRole(ctx.inst.db, roleInput(ps));
    if (row.target === 'conditional') publishPoliciesChanged(ctx);
    return packRole(ctx.inst.db, row);
  },
);
