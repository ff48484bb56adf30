import type { entities } from 'misskey-js';
import type { CallContext } from '../endpoint.ts';
import { ApiError, errorWithId, INVALID_PARAM } from '../errors.ts';
import type { ObjectSchema } from '../schema.ts';
import { id, paginationProps } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { findUserById, findUserByUsername } from '../../services/users.ts';
import { maySeeFollowList, type FollowListVisibility } from '../../services/follow-list-visibility.ts';
import type { Page } from '../../services/timelines.ts';
import { packUserDetailed } from '../../packing/user.ts';
import { ranksOfUser } from '../../services/roles.ts';
import { noSuchUser } from './lookups.ts';
import { pagedRows } from './paging.ts';

const forbidden = errorWithId('Forbidden.', 'FORBIDDEN');

export interface FollowRow {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
}

export const followListParams: ObjectSchema = {
  type: 'object',
  properties: {
    userId: id(),
    username: { type: 'string' },
    host: { type: 'string', nullable: true },
    ...paginationProps,
  },
};

export type FollowListParams = { userId?: string; username?: string; host?: string | null } & Record<
  string,
  unknown
>;

function findListedUser(ps: FollowListParams, ctx: CallContext, noSuchUserId: string): UserRow {
  // Misskey's schema: a userId, or a username together with its host (null for a local user)
  if (ps.userId == null && (ps.username == null || !('host' in ps)))
    throw new ApiError(INVALID_PARAM, {
      // the path upstream 2026.7 reports (MisskeyIO 2025.4: `#/anyOf/0/required`)
      param: '#/allOf/0/anyOf/0/required',
      reason: "must have required property 'userId'",
    });
  const user =
    ps.userId != null ? findUserById(ctx.inst.db, ps.userId) : findUserByUsername(ctx.inst.db, ps.username!);
  if (!user) throw new ApiError(noSuchUser(noSuchUserId));
  return user;
}

function checkListVisible(
  visibility: FollowListVisibility,
  user: UserRow,
  me: UserRow | null,
  ctx: CallContext,
  forbiddenId: string,
) {
  const db = ctx.inst.db;
  if (!maySeeFollowList(db, visibility, user.id, me, (viewer) => ranksOfUser(db, viewer).isModerator))
    throw new ApiError(forbidden(forbiddenId));
}

function followsPage(
  ctx: CallContext,
  column: 'followeeId' | 'followerId',
  userId: string,
  ps: FollowListParams,
  populate: 'follower' | 'followee',
): entities.Following[] {
  const rows = pagedRows<FollowRow>(ctx.inst.db, ps as Page, {
    table: 'follows',
    alias: 'f',
    where: [`f.${column} = @userId`],
    params: { userId },
  });
  return rows.flatMap((f) => {
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

/**
 * users/followers and users/following: the user's list when its visibility setting lets `me` see
 * it (public, followers only, or private; the user and administrators always see it).
 */
export function visibleFollowList(
  list: 'followers' | 'following',
  ps: FollowListParams,
  me: UserRow | null,
  ctx: CallContext,
  errorIds: { noSuchUser: string; forbidden: string },
): entities.Following[] {
  const user = findListedUser(ps, ctx, errorIds.noSuchUser);
  if (list === 'followers') {
    checkListVisible(user.followersVisibility, user, me, ctx, errorIds.forbidden);
    return followsPage(ctx, 'followeeId', user.id, ps, 'follower');
  }
  checkListVisible(user.followingVisibility, user, me, ctx, errorIds.forbidden);
  return followsPage(ctx, 'followerId', user.id, ps, 'followee');
}
