import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { announcementFields, findAnnouncementOrThrow } from '../../../shared/admin-announcements.ts';

export default defineEndpoint(
  'admin/announcements/update',
  {
    requireCredential: true,
    kind: 'write:admin:announcements',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { id: id(), ...announcementFields, isActive: { type: 'boolean' } },
      required: ['id'],
    },
  },
  (ps, _me, ctx) => {
    const a = findAnnouncementOrThrow(ctx.inst.db, ps.id as string, 'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc');
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
