import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { packRole, updateRole } from '../../../../services/roles.ts';
import { ROLE_PROPERTIES, roleInput } from '../../../shared/role-input.ts';
import { publishPoliciesChanged } from '../../../shared/role-changes.ts';
import { findRoleOrThrow } from '../../../shared/roles.ts';

/** admin/roles/update: changes the settings given (the others stay); its holders get their new policies at once. */
export default defineEndpoint(
  'admin/roles/update',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireAdmin: true,
    params: {
      type: 'object',
      properties: { roleId: id(), ...ROLE_PROPERTIES },
      required: ['roleId'],
    },
  },
  (ps, _me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, 'cd23ef55-09ad-428a-ac61-95a45e124b32', false);
    const given = Object.fromEntries(Object.entries(ps).filter(([, v]) => v !== undefined));
    updateRole(ctx.inst.db, role.id, roleInput({ ...packRole(ctx.inst.db, role), ...given }));
    publishPoliciesChanged(ctx);
  },
);
