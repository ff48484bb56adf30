// admin/invite/list: every invitation code, of any user, filtered by state and sorted, by offset.
import { all } from '../../../../db/statement.ts';
import { packInviteCode, type InviteCodeRow } from '../../../../services/invite-codes.ts';
import { defineEndpoint } from '../../../endpoint.ts';
import { limitParam } from '../../../schema.ts';

const SORTS: Record<string, string> = {
  '+createdAt': 'createdAt DESC',
  '-createdAt': 'createdAt ASC',
  '+usedAt': 'usedAt IS NULL, usedAt DESC',
  '-usedAt': 'usedAt IS NULL, usedAt ASC',
};

export default defineEndpoint(
  'admin/invite/list',
  {
    requireCredential: true,
    kind: 'read:admin:invite-codes',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(100, 30),
        offset: { type: 'integer', default: 0 },
        type: { type: 'string', enum: ['unused', 'used', 'expired', 'all'], default: 'all' },
        sort: { type: 'string', enum: Object.keys(SORTS) },
      },
    },
  },
  (ps, _me, ctx) => {
    const where =
      ps.type === 'unused'
        ? 'usedAt IS NULL AND (expiresAt IS NULL OR expiresAt > @now)'
        : ps.type === 'used'
          ? 'usedAt IS NOT NULL'
          : ps.type === 'expired'
            ? 'usedAt IS NULL AND expiresAt IS NOT NULL AND expiresAt <= @now'
            : '1 = 1';
    const rows = all<InviteCodeRow>(
      ctx.inst.db,
      `SELECT * FROM invite_codes WHERE ${where} ORDER BY ${SORTS[ps.sort ?? '+createdAt']}, id DESC
       LIMIT @limit OFFSET @offset`,
      { now: Date.now(), limit: ps.limit ?? 30, offset: ps.offset ?? 0 },
    );
    return rows.map((r) => packInviteCode(ctx.pc, r));
  },
);
