import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findAnnouncementOrThrow } from '../../../shared/admin-announcements.ts';

export default defineEndpoint(
  'admin/announcements/delete',
  {
    requireCredential: true,
    kind: 'write:admin:announcements',
    requireModerator: true,
    params: { type: 'object', properties: { id: id() }, required: ['id'] },
  },
  (ps, _me, ctx) => {
    const a = findAnnouncementOrThrow(ctx.inst.db, ps.id as string, 'ecad8040-a276-4e85-bda9-015a708d291e');
    run(ctx.inst.db, 'DELETE FROM announcements WHERE id = ?', a.id);
  },
);
