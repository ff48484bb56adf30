import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { one, run } from '../../../db/statement.ts';

export default defineEndpoint(
  'admin/resolve-abuse-user-report',
  {
    requireCredential: true,
    kind: 'write:admin:resolve-abuse-user-report',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        reportId: id(),
        resolvedAs: { type: 'string', enum: ['accept', 'reject'], nullable: true },
        forward: { type: 'boolean', default: false },
      },
      required: ['reportId'],
    },
  },
  (ps, me, ctx) => {
    const report = one<{ id: string }>(
      ctx.inst.db,
      'SELECT id FROM abuse_user_reports WHERE id = ?',
      ps.reportId,
    );
    if (!report)
      throw new ApiError({
        message: 'No such abuse report.',
        code: 'NO_SUCH_ABUSE_REPORT',
        id: 'ac3794dd-2ce4-d878-e546-73c60c06b398',
        kind: 'server',
        httpStatusCode: 404,
      });
    run(ctx.inst.db, 'UPDATE abuse_user_reports SET resolved = 1 WHERE id = ?', report.id);
    run(
      ctx.inst.db,
      'INSERT OR REPLACE INTO abuse_report_resolutions (reportId, assigneeId, resolvedAs, forwarded) VALUES (?, ?, ?, 0)',
      report.id,
      me.id,
      (ps.resolvedAs as string | null | undefined) ?? null,
    );
  },
);
