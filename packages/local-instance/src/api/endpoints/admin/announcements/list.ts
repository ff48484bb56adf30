import type { entities } from 'misskey-js';
import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import type { AnnouncementRow } from '../../../../db/rows.ts';
import { all } from '../../../../db/statement.ts';
import { pageSql } from '../../../../services/timelines.ts';
import { packAnnouncement } from '../../../../packing/announcement.ts';

type AdminAnnouncement = Omit<entities.Announcement, 'forYou' | 'isRead'> & {
  isActive: boolean;
  forExistingUsers: boolean;
  userId: string | null;
  reads: number;
};

export default defineEndpoint(
  'admin/announcements/list',
  {
    requireCredential: true,
    kind: 'read:admin:announcements',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        ...paginationProps,
        userId: id({ nullable: true }),
        status: { type: 'string', enum: ['all', 'active', 'archived'], default: 'active' },
      },
    },
  },
  (ps, _me, ctx): AdminAnnouncement[] => {
    const page = pageSql(ps, 'a');
    const where = [...page.where];
    if (ps.status === 'active') where.push('a.isActive = 1');
    if (ps.status === 'archived') where.push('a.isActive = 0');
    if (ps.userId) where.push('a.userId = @userId');
    const rows = all<AnnouncementRow & { forExistingUsers: number | null; reads: number }>(
      ctx.inst.db,
      `SELECT a.*, o.forExistingUsers,
         (SELECT COUNT(*) FROM announcement_reads r WHERE r.announcementId = a.id) AS reads
       FROM announcements a LEFT JOIN announcement_options o ON o.announcementId = a.id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, userId: ps.userId ?? null },
    );
    return rows.map((a) => {
      const { forYou: _f, ...packed } = packAnnouncement(ctx.pc, a);
      return {
        ...packed,
        isActive: !!a.isActive,
        forExistingUsers: !!a.forExistingUsers,
        userId: a.userId,
        reads: a.reads,
      };
    });
  },
);
