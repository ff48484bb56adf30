import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import type { AnnouncementRow } from '../../../db/rows.ts';
import { one, run } from '../../../db/statement.ts';

export default defineEndpoint(
  'i/read-announcement',
  {
    requireCredential: true,
    kind: 'write:account',
    params: { type: 'object', properties: { announcementId: id() }, required: ['announcementId'] },
  },
  (ps, me, ctx) => {
    const a = one<AnnouncementRow>(
      ctx.inst.db,
      'SELECT * FROM announcements WHERE id = ?',
      ps.announcementId,
    );
    // an announcement that does not exist is read already, as Misskey answers (204)
    if (!a) return;
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
