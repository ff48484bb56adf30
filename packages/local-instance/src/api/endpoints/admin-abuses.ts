// admin/abuse-user-reports and admin/resolve-abuse-user-report: moderators read and close the
// reports users file with users/report-abuse. Everything is local, so nothing is ever forwarded.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { all, one, run } from '../../db/statement.ts';
import { pageSql } from '../../services/timelines.ts';
import { findUserById } from '../../services/users.ts';
import { packUserDetailed } from '../../packing/user.ts';

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

export const adminAbuseUserReports = defineEndpoint(
  'admin/abuse-user-reports',
  {
    requireCredential: true,
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

export const adminResolveAbuseUserReport = defineEndpoint(
  'admin/resolve-abuse-user-report',
  {
    requireCredential: true,
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
