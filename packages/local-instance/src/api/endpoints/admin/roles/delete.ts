import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { publishPoliciesChanged } from '../../../shared/role-changes.ts';
import { findRoleOrThrow } from '../../../shared/roles.ts';

/** admin/roles/delete: removes a role and every assignment of it. */
export default defineEndpoint(
  'admin/roles/delete',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireAdmin: true,
    params: { type: 'object', properties: { roleId: id() }, required: ['roleId'] },
  },
  (ps, _me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, 'de0d6ecd-8e0a-4253-88ff-74bc89ae3d45', false);
    run(ctx.inst.db, 'DELETE FROM roles WHERE id = ?', role.id);
    publishPoliciesChanged(ctx);
  },
);
