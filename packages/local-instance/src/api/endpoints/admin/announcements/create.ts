import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import type { AnnouncementRow } from '../../../../db/rows.ts';
import { genId } from '../../../../db/ids.ts';
import { run } from '../../../../db/statement.ts';
import { packAnnouncement } from '../../../../packing/announcement.ts';
import { announcementFields } from '../../../shared/admin-announcements.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'admin/announcements/create',
  {
    requireCredential: true,
    kind: 'write:admin:announcements',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { ...announcementFields, userId: id({ nullable: true }) },
      required: ['title', 'text', 'imageUrl'],
    },
  },
  (ps, _me, ctx) => {
    // Misskey fails with an internal error on an unknown user; this answers users/show's NO_SUCH_USER
    const userId = ps.userId
      ? findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24').id
      : null;
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
      userId,
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
    // the whole announcement, as Misskey answers (its misskey-js type names only the first fields)
    return packAnnouncement(ctx.pc, row);
  },
);
