// users/report-abuse: the report is stored for the moderators; the answer is empty (204).
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { genId } from '../../../db/ids.ts';
import { run } from '../../../db/statement.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';
import { ranksOfUser } from '../../../services/roles.ts';

export default defineEndpoint(
  'users/report-abuse',
  {
    requireCredential: true,
    kind: 'write:report-abuse',
    params: {
      type: 'object',
      properties: { userId: id(), comment: { type: 'string', minLength: 1, maxLength: 2048 } },
      required: ['userId', 'comment'],
    },
  },
  (ps, me, ctx) => {
    const target = findUserOrThrow(ctx, ps.userId, '1acefcb5-0959-43fd-9685-b48305736cb5');
    if (target.id === me.id)
      throw new ApiError({
        message: 'Cannot report yourself.',
        code: 'CANNOT_REPORT_YOURSELF',
        id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f',
      });
    if (ranksOfUser(ctx.inst.db, target).isAdmin)
      throw new ApiError({
        message: 'Cannot report the admin.',
        code: 'CANNOT_REPORT_THE_ADMIN',
        id: '35e166f5-05fb-4f87-a2d5-adb42676d48f',
      });
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT INTO abuse_user_reports (id, createdAt, targetUserId, reporterId, comment) VALUES (?, ?, ?, ?, ?)',
      genId(now),
      now,
      target.id,
      me.id,
      ps.comment,
    );
  },
);
