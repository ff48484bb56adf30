import type { entities } from 'misskey-js';
import type { CallContext } from '../endpoint.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../errors.ts';
import type { ObjectSchema } from '../schema.ts';
import { id, paginationProps } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { all } from '../../db/statement.ts';
import { findUserById, findUserByUsername, isFollowing } from '../../services/users.ts';
import { pageSql } from '../../services/timelines.ts';
import type { Page } from '../../services/timelines.ts';
import { packUserDetailed } from '../../packing/user.ts';

interface FollowRow {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
}

const params: ObjectSchema = {
  type: 'object',
  properties: {
    userId: id(),
    username: { type: 'string' },
    host: { type: 'string', nullable: true },
    ...paginationProps,
  },
};

type Lookup = { userId?: string; username?: string; host?: string | null } & Record<string, unknown>;

function target(
  ps: Lookup,
  ctx: CallContext,
  noSuchUser: { message: string; code: string; id: string },
): UserRow {
  if (ps.userId == null && ps.username == null)
    throw new ApiError(INVALID_PARAM, { param: '#/anyOf', reason: 'must match a schema in anyOf' });
  const user =
    ps.userId != null ? findUserById(ctx.inst.db, ps.userId) : findUserByUsername(ctx.inst.db, ps.username!);
  if (!user) throw new ApiError(noSuchUser);
  return user;
}

function checkVisible(
  visibility: UserRow['followersVisibility'],
  user: UserRow,
  me: UserRow | null,
  ctx: CallContext,
  forbidden: { message: string; code: string; id: string },
) {
  if (visibility === 'public' || me?.id === user.id || me?.isAdmin) return;
  if (visibility === 'followers' && me && isFollowing(ctx.inst.db, me.id, user.id)) return;
  throw new ApiError(forbidden);
}

function list(
  ctx: CallContext,
  column: 'followeeId' | 'followerId',
  userId: string,
  ps: Lookup,
  populate: 'follower' | 'followee',
): entities.Following[] {
  const page = pageSql(ps as Page, 'f');
  const sql = `SELECT f.* FROM follows f WHERE f.${column} = @userId ${page.where.map((w) => `AND ${w}`).join(' ')} ORDER BY ${page.order} LIMIT @limit`;
  return all<FollowRow>(ctx.inst.db, sql, { ...page.params, userId }).flatMap((f) => {
    const other = findUserById(ctx.inst.db, populate === 'follower' ? f.followerId : f.followeeId);
    if (!other) return [];
    const packed = packUserDetailed(ctx.pc, other) as entities.UserDetailedNotMe;
    return [
      {
        id: f.id,
        createdAt: new Date(f.createdAt).toISOString(),
        followeeId: f.followeeId,
        followerId: f.followerId,
        [populate]: packed,
      },
    ];
  });
}

export const usersFollowers = defineEndpoint(
  'users/followers',
  { requireCredential: false, params },
  (ps, me, ctx) => {
    const user = target(ps as Lookup, ctx, {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '27fa5435-88ab-43de-9360-387de88727cd',
    });
    checkVisible(user.followersVisibility, user, me, ctx, {
      message: 'Forbidden.',
      code: 'FORBIDDEN',
      id: '3c6a84db-d619-26af-ca14-06232a21df8a',
    });
    return list(ctx, 'followeeId', user.id, ps as Lookup, 'follower');
  },
);

export const usersFollowing = defineEndpoint(
  'users/following',
  { requireCredential: false, params },
  (ps, me, ctx) => {
    const user = target(ps as Lookup, ctx, {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '63e4aba4-4156-4e53-be25-c9559e42d71b',
    });
    checkVisible(user.followingVisibility, user, me, ctx, {
      message: 'Forbidden.',
      code: 'FORBIDDEN',
      id: 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba',
    });
    return list(ctx, 'followerId', user.id, ps as Lookup, 'followee');
  },
);
