import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { pagedRows } from '../../shared/paging.ts';
import type { Page } from '../../../services/timelines.ts';
import type { PointRow } from '../../../services/points.ts';
import { findUserById } from '../../../services/users.ts';
import { packUserLite } from '../../../packing/user.ts';

/** points/history: what I earned, newest first, paged by id as Misskey's lists are. */
export default defineEndpoint(
  'points/history',
  {
    requireCredential: true,
    kind: 'read:account',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) =>
    pagedRows<PointRow>(ctx.inst.db, ps as Page, {
      table: 'user_points',
      alias: 'p',
      where: ['p.userId = @me'],
      params: { me: me.id },
    }).map((r) => {
      const other = r.otherUserId ? findUserById(ctx.inst.db, r.otherUserId) : undefined;
      return {
        id: r.id,
        createdAt: new Date(r.createdAt).toISOString(),
        amount: r.amount,
        reason: r.reason,
        user: other ? packUserLite(ctx.pc, other) : null,
        noteId: r.noteId,
      };
    }),
);
