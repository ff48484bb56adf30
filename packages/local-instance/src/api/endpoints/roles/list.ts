import { defineEndpoint } from '../../endpoint.ts';
import type { RoleRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { packRole } from '../../../services/roles.ts';

/** roles/list: the roles that are public and explorable, for signed-in users. */
export default defineEndpoint(
  'roles/list',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    all<RoleRow>(
      ctx.inst.db,
      'SELECT * FROM roles WHERE isPublic = 1 AND isExplorable = 1 ORDER BY displayOrder DESC, id',
    ).map((r) => packRole(ctx.inst.db, r)),
);
