import type { entities } from 'misskey-js';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, paginationProps } from '../../schema.ts';
import type { NoteRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { ranksOfUser } from '../../../services/roles.ts';
import { findUserById } from '../../../services/users.ts';
import { pageSql } from '../../../services/timelines.ts';
import { visibilitySql } from '../../../services/visibility.ts';
import { packNote } from '../../../packing/note.ts';
import { packUserLite } from '../../../packing/user.ts';

const REACTIONS_NOT_PUBLIC = {
  message: 'Reactions of the user is not public.',
  code: 'REACTIONS_NOT_PUBLIC',
  id: '673a7dd2-6924-1093-e0c0-e68456ceae5c',
};

type ReactionJoin = NoteRow & { rId: string; rCreatedAt: number; rReaction: string };

export default defineEndpoint(
  'users/reactions',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { userId: id(), ...paginationProps },
      required: ['userId'],
    },
  },
  (ps, me, ctx) => {
    const user = findUserById(ctx.inst.db, ps.userId);
    // Misskey reads the profile without a "no such user" error; an unknown id has no public reactions.
    const moderator = !!me && ranksOfUser(ctx.inst.db, me).isModerator;
    if (!moderator && (!user || (me?.id !== ps.userId && !user.publicReactions))) {
      throw new ApiError(REACTIONS_NOT_PUBLIC);
    }
    const page = pageSql(ps, 'r');
    const where = ['r.userId = @userId', visibilitySql(me, 'n'), ...page.where];
    const rows = all<ReactionJoin>(
      ctx.inst.db,
      `SELECT n.*, r.id AS rId, r.createdAt AS rCreatedAt, r.reaction AS rReaction
       FROM reactions r JOIN notes n ON n.id = r.noteId
       WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, userId: ps.userId, me: me?.id ?? null },
    );
    return rows.map((row): entities.NoteReactionWithNote => ({
      id: row.rId,
      createdAt: new Date(row.rCreatedAt).toISOString(),
      user: packUserLite(ctx.pc, user!),
      type: row.rReaction,
      note: packNote(ctx.pc, row),
    }));
  },
);
