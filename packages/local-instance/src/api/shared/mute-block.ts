// mute/*, renote-mute/* and blocking/*: same parameters, answers and error ids as Misskey.
import { type CallContext } from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { id, limitParam, paginationProps } from '../schema.ts';
import { all } from '../../db/statement.ts';
import type { UserRow } from '../../db/rows.ts';
import { findUserById } from '../../services/users.ts';
import { pageSql, type Page } from '../../services/timelines.ts';
import { getUser, packUserDetailed } from '../../packing/user.ts';
import type { entities } from 'misskey-js';

export const userParam = { type: 'object' as const, properties: { userId: id() }, required: ['userId'] };

export const listParams = {
  type: 'object' as const,
  properties: { ...paginationProps, limit: limitParam(100, 30) },
};

export function err(message: string, code: string, errorId: string): ApiErrorSpec {
  return { message, code, id: errorId };
}

/** The other user of the request, after Misskey's "yourself" and "no such user" checks. */
export function target(
  ctx: CallContext,
  me: UserRow,
  userId: string,
  self: ApiErrorSpec,
  none: ApiErrorSpec,
) {
  if (userId === me.id) throw new ApiError(self);
  const user = findUserById(ctx.inst.db, userId);
  if (!user) throw new ApiError(none);
  return user;
}

export function packDetailedById(ctx: CallContext, userId: string): entities.UserDetailedNotMe {
  return packUserDetailed(ctx.pc, getUser(ctx.pc, userId)!) as entities.UserDetailedNotMe;
}

export function pageOf<T>(ctx: CallContext, table: string, mine: string, me: UserRow, ps: Page): T[] {
  const page = pageSql(ps, 'x');
  return all<T>(
    ctx.inst.db,
    `SELECT x.* FROM ${table} x WHERE ${[`x.${mine} = @me`, ...page.where].join(' AND ')}
     ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, me: me.id },
  );
}
