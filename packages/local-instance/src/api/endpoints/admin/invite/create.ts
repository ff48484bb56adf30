// admin/invite/create: a moderator makes up to 100 invitation codes at once, optionally expiring.
import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { insertInviteCode, packInviteCode } from '../../../../services/invite-codes.ts';

export default defineEndpoint(
  'admin/invite/create',
  {
    requireCredential: true,
    kind: 'write:admin:invite-codes',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
        expiresAt: { type: 'string', nullable: true },
      },
    },
  },
  (ps, me, ctx) => {
    const now = Date.now();
    const expiresAt = ps.expiresAt ? Date.parse(ps.expiresAt) : null;
    if (expiresAt != null && !(expiresAt > now)) {
      throw new ApiError({
        message: 'Invalid date-time format',
        code: 'INVALID_DATETIME',
        id: 'f1380b15-3760-4c6c-a1db-5c3aaf1cbd49',
      });
    }
    return Array.from({ length: ps.count ?? 1 }, () =>
      packInviteCode(ctx.pc, insertInviteCode(ctx.inst.db, me.id, 0, now, expiresAt)),
    );
  },
);
