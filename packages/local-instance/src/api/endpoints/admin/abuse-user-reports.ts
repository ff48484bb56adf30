import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { all } from '../../../db/statement.ts';
import { pageSql } from '../../../services/timelines.ts';
import { findUserById } from '../../../services/users.ts';
import { packUserDetailed } from '../../../packing/user.ts';

interface ReportRow {
  id: string;
  createdAt: number;
  targetUserId: string;
  reporterId: string;
  comment: string;
  resolved: number;
  assigneeId: string | null;
  resolvedAs: 'accept' | 'reject' | null;
  forwarded: number | null;
}

const origin = { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' } as const;

export default defineEndpoint(
  'admin/abuse-user-reports',
  {
    requireCredential: true,
    kind: 'read:admin:abuse-user-reports',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        ...paginationProps,
        state: { type: 'string', nullable: true, default: null },
        reporterOrigin: origin,
        targetUserOrigin: origin,
      },
    },
  },
  (ps, _me, ctx) => {
    // every account here is local: asking for remote reporters or targets finds nothing
    if (ps.reporterOrigin === 'remote' || ps.targetUserOrigin === 'remote') return [];
    const page = pageSql(ps, 'r');
    const where = [...page.where];
    if (ps.state === 'resolved') where.push('r.resolved = 1');
    if (ps.state === 'unresolved') where.push('r.resolved = 0');
    const rows = all<ReportRow>(
      ctx.inst.db,
      `SELECT r.*, s.assigneeId, s.resolvedAs, s.forwarded
       FROM abuse_user_reports r LEFT JOIN abuse_report_resolutions s ON s.reportId = r.id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${page.order} LIMIT @limit`,
      page.params,
    );
    // reports are deleted with their users (ON DELETE CASCADE), so both always exist
    const user = (uid: string) => packUserDetailed(ctx.pc, findUserById(ctx.inst.db, uid)!);
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.createdAt).toISOString(),
      comment: r.comment,
      resolved: !!r.resolved,
      reporterId: r.reporterId,
      targetUserId: r.targetUserId,
      assigneeId: r.assigneeId,
      reporter: user(r.reporterId),
      targetUser: user(r.targetUserId),
      assignee: r.assigneeId ? user(r.assigneeId) : null,
      forwarded: !!r.forwarded,
      resolvedAs: r.resolvedAs,
      moderationNote: '',
    }));
  },
);
