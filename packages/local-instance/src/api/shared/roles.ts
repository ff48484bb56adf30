import { ApiError } from '../errors.ts';
import type { CallContext } from '../endpoint.ts';
import type { RoleRow } from '../../db/rows.ts';
import { findRole } from '../../services/roles.ts';

/** The role, when it exists and (with `publicOnly`) is public; else Misskey's NO_SUCH_ROLE with `errorId`. */
export function findRoleOrThrow(
  ctx: CallContext,
  roleId: string,
  errorId: string,
  publicOnly: boolean,
): RoleRow {
  const role = findRole(ctx.inst.db, roleId);
  if (!role || (publicOnly && !role.isPublic))
    throw new ApiError({ message: 'No such role.', code: 'NO_SUCH_ROLE', id: errorId });
  return role;
}
