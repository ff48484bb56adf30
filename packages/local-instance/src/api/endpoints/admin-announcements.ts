// admin/announcements/*: moderators write the announcements that `announcements` serves to users.
import type { entities } from 'misskey-js';
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import type { AnnouncementRow } from '../../db/rows.ts';
import { genId } from '../../db/ids.ts';
import { all, one, run } from '../../db/statement.ts';
import { pageSql } from '../../services/timelines.ts';
import { packAnnouncement } from '../../packing/announcement.ts';

const ICONS = ['info', 'warning', 'error', 'success'] as const;
const DISPLAYS = ['normal', 'banner', 'dialog'] as const;

const editable = {
  title: { type: 'string', minLength: 1 },
  text: { type: 'string', minLength: 1 },
  imageUrl: { type: 'string', nullable: true, minLength: 0 },
  icon: { type: 'string', enum: ICONS },
  display: { type: 'string', enum: DISPLAYS },
  forExistingUsers: { type: 'boolean' },
  silence: { type: 'boolean' },
  needConfirmationToRead: { type: 'boolean' },
} as const;

function find(db: Parameters<typeof one>[0], annId: string, errorId: string): AnnouncementRow {
  const a = one<AnnouncementRow>(db, 'SELECT * FROM announcements WHERE id = ?', annId);
  if (!a) throw new ApiError({ message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id: errorId });
  return a;
}

export const adminAnnouncementsCreate = defineEndpoint(
  'admin/announcements/create',
  {
    requireCredential: true,
    requireModerator: true,
    params: {
      type: 'object',
      properties: { ...editable, userId: id({ nullable: true }) },
      required: ['title', 'text', 'imageUrl'],
    },
  },
  (ps, _me, ctx) => {
    const now = Date.now();
    const row: AnnouncementRow = {
      id: genId(now),
      createdAt: now,
      updatedAt: null,
      title: ps.title as string,
      text: ps.text as string,
      imageUrl: (ps.imageUrl as string | null) || null,
      icon: (ps.icon as AnnouncementRow['icon'] | undefined) ?? 'info',
      display: (ps.display as AnnouncementRow['display'] | undefined) ?? 'normal',
      needConfirmationToRead: ps.needConfirmationToRead ? 1 : 0,
      silence: ps.silence ? 1 : 0,
      isActive: 1,
      userId: (ps.userId as string | null | undefined) ?? null,
    };
    run(
      ctx.inst.db,
      `INSERT INTO announcements (id, createdAt, updatedAt, title, text, imageUrl, icon, display,
         needConfirmationToRead, silence, isActive, userId)
       VALUES (@id, @createdAt, @updatedAt, @title, @text, @imageUrl, @icon, @display,
         @needConfirmationToRead, @silence, @isActive, @userId)`,
      row,
    );
    run(
      ctx.inst.db,
      'INSERT INTO announcement_options (announcementId, forExistingUsers) VALUES (?, ?)',
      row.id,
      ps.forExistingUsers ? 1 : 0,
    );
    // as Misskey: a personal announcement goes to its user's main channel, others to every socket
    const body = { announcement: packAnnouncement(ctx.pc, row) };
    if (row.userId) ctx.inst.events.emit('main', row.userId, 'announcementCreated', body);
    else ctx.inst.events.emit('broadcast', 'announcementCreated', body);
    return {
      id: row.id,
      createdAt: new Date(now).toISOString(),
      updatedAt: null,
      title: row.title,
      text: row.text,
      imageUrl: row.imageUrl,
    };
  },
);

type AdminAnnouncement = Omit<entities.Announcement, 'forYou' | 'isRead'> & {
  isActive: boolean;
  forExistingUsers: boolean;
  userId: string | null;
  reads: number;
};

export const adminAnnouncementsList = defineEndpoint(
  'admin/announcements/list',
  {
    requireCredential: true,
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

export const adminAnnouncementsUpdate = defineEndpoint(
  'admin/announcements/update',
  {
    requireCredential: true,
    requireModerator: true,
    params: {
      type: 'object',
      properties: { id: id(), ...editable, isActive: { type: 'boolean' } },
      required: ['id'],
    },
  },
  (ps, _me, ctx) => {
    const a = find(ctx.inst.db, ps.id as string, 'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc');
    const flag = (v: unknown, old: number) => (v === undefined ? old : v ? 1 : 0);
    run(
      ctx.inst.db,
      `UPDATE announcements SET updatedAt = @updatedAt, title = @title, text = @text, imageUrl = @imageUrl,
         icon = @icon, display = @display, needConfirmationToRead = @needConfirmationToRead,
         silence = @silence, isActive = @isActive WHERE id = @id`,
      {
        id: a.id,
        updatedAt: Date.now(),
        title: ps.title ?? a.title,
        text: ps.text ?? a.text,
        imageUrl: ps.imageUrl === undefined ? a.imageUrl : (ps.imageUrl as string | null) || null,
        icon: ps.icon ?? a.icon,
        display: ps.display ?? a.display,
        needConfirmationToRead: flag(ps.needConfirmationToRead, a.needConfirmationToRead),
        silence: flag(ps.silence, a.silence),
        isActive: flag(ps.isActive, a.isActive),
      },
    );
    if (ps.forExistingUsers !== undefined)
      run(
        ctx.inst.db,
        'INSERT OR REPLACE INTO announcement_options (announcementId, forExistingUsers) VALUES (?, ?)',
        a.id,
        ps.forExistingUsers ? 1 : 0,
      );
  },
);

export const adminAnnouncementsDelete = defineEndpoint(
  'admin/announcements/delete',
  {
    requireCredential: true,
    requireModerator: true,
    params: { type: 'object', properties: { id: id() }, required: ['id'] },
  },
  (ps, _me, ctx) => {
    const a = find(ctx.inst.db, ps.id as string, 'ecad8040-a276-4e85-bda9-015a708d291e');
    run(ctx.inst.db, 'DELETE FROM announcements WHERE id = ?', a.id);
  },
);
