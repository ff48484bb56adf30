import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { packRole } from '../../../../services/roles.ts';
import { findRoleOrThrow } from '../../../shared/roles.ts';

/** admin/roles/show: one role with its policies and formula, public or not (moderators). */
export default defineEndpoint(
  'admin/roles/show',
  {
    requireCredential: true,
    kind: 'read:admin:roles',
    requireModerator: true,
    params: { type: 'object', properties: { roleId: id() }, required: ['roleId'] },
  },
  (ps, _me, ctx) =>
    packRole(ctx.inst.db, findRoleOrThrow(ctx, ps.roleId, '07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3', false)),
);
