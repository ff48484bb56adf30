import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { run } from '../../../db/statement.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/** users/update-memo: the caller's private note about another user (empty or null removes it). */
export default defineEndpoint(
  'users/update-memo',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      type: 'object',
      properties: { userId: id(), memo: { type: 'string', nullable: true, maxLength: 2048 } },
      required: ['userId', 'memo'],
    },
  },
  (ps, me, ctx) => {
    findUserOrThrow(ctx, ps.userId, '6fef56f3-e765-4957-88e5-c6f65329b8a5');
    const memo = (ps.memo ?? '').trim();
    if (memo === '')
      run(ctx.inst.db, 'DELETE FROM user_memos WHERE userId = ? AND targetUserId = ?', me.id, ps.userId);
    else
      run(
        ctx.inst.db,
        `INSERT INTO user_memos (userId, targetUserId, memo) VALUES (?, ?, ?)
         ON CONFLICT (userId, targetUserId) DO UPDATE SET memo = excluded.memo`,
        me.id,
        ps.userId,
        memo,
      );
  },
);
