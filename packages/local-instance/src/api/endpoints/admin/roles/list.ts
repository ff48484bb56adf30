import { defineEndpoint } from '../../../endpoint.ts';
import type { RoleRow } from '../../../../db/rows.ts';
import { all } from '../../../../db/statement.ts';
import { packRole } from '../../../../services/roles.ts';

/** admin/roles/list: every stored role, for moderators (the role pickers of the admin pages). */
export default defineEndpoint(
  'admin/roles/list',
  {
    requireCredential: true,
    kind: 'read:admin:roles',
    requireModerator: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) =>
    all<RoleRow>(ctx.inst.db, 'SELECT * FROM roles ORDER BY updatedAt DESC').map((r) =>
      packRole(ctx.inst.db, r),
    ),
);
