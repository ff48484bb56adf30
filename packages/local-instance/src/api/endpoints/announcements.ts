import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import type { AnnouncementRow } from '../../db/rows.ts';
import { all, one, run } from '../../db/statement.ts';
import { pageSql } from '../../services/timelines.ts';
import { packAnnouncement } from '../../packing/announcement.ts';

export const announcements = defineEndpoint(
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

export const iReadAnnouncement = defineEndpoint(
  'i/read-announcement',
  {
    requireCredential: true,
    params: { type: 'object', properties: { announcementId: id() }, required: ['announcementId'] },
  },
  (ps, me, ctx) => {
    const a = one<AnnouncementRow>(
      ctx.inst.db,
      'SELECT * FROM announcements WHERE id = ?',
      ps.announcementId,
    );
    if (!a)
      throw new ApiError({
        message: 'No such announcement.',
        code: 'NO_SUCH_ANNOUNCEMENT',
        id: '184663db-df88-4bc2-8b52-fb85f0681939',
      });
    run(
      ctx.inst.db,
      'INSERT OR IGNORE INTO announcement_reads (userId, announcementId, createdAt) VALUES (?, ?, ?)',
      me.id,
      a.id,
      Date.now(),
    );
    const unread = one(
      ctx.inst.db,
      `SELECT 1 FROM announcements a WHERE a.isActive = 1 AND (a.userId IS NULL OR a.userId = @me)
       AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcementId = a.id AND r.userId = @me)`,
      { me: me.id },
    );
    if (!unread) ctx.inst.events.emit('main', me.id, 'readAllAnnouncements', undefined);
  },
);
