import { defineEndpoint } from '../endpoint.ts';
import { paginationProps } from '../schema.ts';
import type { AnnouncementRow } from '../../db/rows.ts';
import { all } from '../../db/statement.ts';
import { pageSql } from '../../services/timelines.ts';
import { packAnnouncement } from '../../packing/announcement.ts';

export default defineEndpoint(
  'announcements',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { ...paginationProps, isActive: { type: 'boolean', default: true } },
    },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 'a');
    const rows = all<AnnouncementRow & { isRead: number | null }>(
      ctx.inst.db,
      `SELECT a.*, (SELECT 1 FROM announcement_reads r WHERE r.announcementId = a.id AND r.userId = @me) AS isRead
       FROM announcements a WHERE a.isActive = @active AND (a.userId IS NULL OR a.userId = @me)
       AND NOT EXISTS (SELECT 1 FROM announcement_options o WHERE o.announcementId = a.id
         AND o.forExistingUsers = 1 AND @meCreatedAt > a.createdAt) ${page.where.map((w) => `AND ${w}`).join(' ')}
       ORDER BY ${page.order} LIMIT @limit`,
      {
        ...page.params,
        me: me?.id ?? null,
        meCreatedAt: me?.createdAt ?? null,
        active: ps.isActive === false ? 0 : 1,
      },
    );
    return rows.map((a) => packAnnouncement(ctx.pc, a, me ? a.isRead === 1 : undefined));
  },
);
