// following/requests/*: the follow requests a locked account receives, and the ones a user sent.
import { defineEndpoint, type CallContext } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { all } from '../../db/statement.ts';
import type { UserRow } from '../../db/rows.ts';
import { findUserById } from '../../services/users.ts';
import { pageSql, type Page } from '../../services/timelines.ts';
import {
  acceptFollowRequest,
  cancelFollowRequest,
  rejectFollowRequest,
  type FollowRequestRow,
} from '../../services/follow-requests.ts';
import { packUserLite, packUserLiteById } from '../../packing/user.ts';

const userParam = {
  type: 'object' as const,
  properties: { userId: id() },
  required: ['userId'],
};

function listParams() {
  return { type: 'object' as const, properties: { ...paginationProps } };
}

/** One page of follow requests where I am the given side (received: followee; sent: follower). */
function requestsPage(mySide: 'followeeId' | 'followerId') {
  return (ps: Page, me: UserRow, ctx: CallContext) => {
    const page = pageSql(ps, 'r');
    const rows = all<FollowRequestRow>(
      ctx.inst.db,
      `SELECT r.* FROM follow_requests r WHERE ${[`r.${mySide} = @me`, ...page.where].join(' AND ')}
       ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, me: me.id },
    );
    return rows.map((r) => ({
      id: r.id,
      follower: packUserLiteById(ctx.pc, r.followerId),
      followee: packUserLiteById(ctx.pc, r.followeeId),
    }));
  };
}

export const followingRequestsList = defineEndpoint(
  'following/requests/list',
  { requireCredential: true, params: listParams() },
  requestsPage('followeeId'),
);

export const followingRequestsSent = defineEndpoint(
  'following/requests/sent',
  { requireCredential: true, params: listParams() },
  requestsPage('followerId'),
);

export const followingRequestsAccept = defineEndpoint(
  'following/requests/accept',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const follower = findUserById(ctx.inst.db, ps.userId);
    if (!follower)
      throw new ApiError({
        message: 'No such user.',
        code: 'NO_SUCH_USER',
        id: '66ce1645-d66c-46bb-8b79-96739af885bd',
      });
    if (!acceptFollowRequest(ctx.inst, me, follower))
      throw new ApiError({
        message: 'No follow request.',
        code: 'NO_FOLLOW_REQUEST',
        id: 'bcde4f8b-0913-4614-8881-614e522fb041',
      });
  },
);

export const followingRequestsReject = defineEndpoint(
  'following/requests/reject',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const follower = findUserById(ctx.inst.db, ps.userId);
    if (!follower)
      throw new ApiError({
        message: 'No such user.',
        code: 'NO_SUCH_USER',
        id: 'abc2ffa6-25b2-4380-ba99-321ff3a94555',
      });
    rejectFollowRequest(ctx.inst, me, follower);
  },
);

export const followingRequestsCancel = defineEndpoint(
  'following/requests/cancel',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const followee = findUserById(ctx.inst.db, ps.userId);
    if (!followee)
      throw new ApiError({
        message: 'No such user.',
        code: 'NO_SUCH_USER',
        id: '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab',
      });
    if (!cancelFollowRequest(ctx.inst, followee, me))
      throw new ApiError({
        message: 'Follow request not found.',
        code: 'FOLLOW_REQUEST_NOT_FOUND',
        id: '089b125b-d338-482a-9a09-e2622ac9f8d4',
      });
    return packUserLite(ctx.pc, followee);
  },
);
