import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { packRole } from '../../../services/roles.ts';
import { findRoleOrThrow } from '../../shared/roles.ts';

/** roles/show: a public role (anyone may look). */
export default defineEndpoint(
  'roles/show',
  {
    requireCredential: false,
    params: { type: 'object', properties: { roleId: id() }, required: ['roleId'] },
  },
  (ps, _me, ctx) =>
    packRole(ctx.inst.db, findRoleOrThrow(ctx, ps.roleId, 'de5502bf-009a-4639-86c1-fec349e46dcb', true)),
);
