// following/requests/*: the follow requests a locked account receives, and the ones a user sent.
import { type CallContext } from '../endpoint.ts';
import { paginationProps } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { type Page } from '../../services/timelines.ts';
import { type FollowRequestRow } from '../../services/follow-requests.ts';
import { packUserLiteById } from '../../packing/user.ts';
import { pagedRows } from './paging.ts';

export function listParams() {
  return { type: 'object' as const, properties: { ...paginationProps } };
}

/** One page of follow requests where I am the given side (received: followee; sent: follower). */
export function requestsPage(mySide: 'followeeId' | 'followerId') {
  return (ps: Page, me: UserRow, ctx: CallContext) => {
    const rows = pagedRows<FollowRequestRow>(ctx.inst.db, ps, {
      table: 'follow_requests',
      alias: 'r',
      where: [`r.${mySide} = @me`],
      params: { me: me.id },
    });
    return rows.map((r) => ({
      id: r.id,
      follower: packUserLiteById(ctx.pc, r.followerId),
      followee: packUserLiteById(ctx.pc, r.followeeId),
    }));
  };
}
