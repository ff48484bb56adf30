import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { packNotes } from '../../../packing/note.ts';
import { ROLE_MEMBER_SQL } from '../../../services/roles.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { findRoleOrThrow } from '../../shared/roles.ts';

/**
 * roles/notes, the role timeline: public notes by the holders of a public role, when the role is
 * explorable (otherwise nothing), as the viewer may see them.
 */
export default defineEndpoint(
  'roles/notes',
  {
    requireCredential: true,
    kind: 'read:account',
    params: { type: 'object', properties: { roleId: id(), ...paginationProps }, required: ['roleId'] },
  },
  (ps, me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, 'eb70323a-df61-4dd4-ad90-89c83c7cf26e', true);
    if (!role.isExplorable) return [];
    const rows = notesWhere(
      ctx.inst.db,
      me,
      `n.visibility = 'public' AND n.channelId IS NULL AND ${ROLE_MEMBER_SQL}`,
      ps,
      { roleId: role.id, now: Date.now() },
    );
    return packNotes(ctx.pc, rows);
  },
);
