import type { entities } from 'misskey-js';
import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { findUserById } from '../../../services/users.ts';
import { packUserLite } from '../../../packing/user.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { pagedRows } from '../../shared/paging.ts';

/** A local custom emoji asked for as `:name:` is the stored `:name@.:` (Misskey takes both forms). */
function storedReactionType(type: string): string {
  return /^:[^:@]+:$/.test(type) ? `${type.slice(0, -1)}@.:` : type;
}

export default defineEndpoint(
  'notes/reactions',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: { noteId: id(), type: { type: 'string', nullable: true }, ...paginationProps },
      required: ['noteId'],
    },
  },
  (ps, _me, ctx) => {
    // as Misskey: a note that does not exist has no reactions to list
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note) return [];
    const rows = pagedRows<{ id: string; createdAt: number; userId: string; reaction: string }>(
      ctx.inst.db,
      ps,
      {
        table: 'reactions',
        alias: 'r',
        where: ['r.noteId = @noteId', ...(ps.type ? ['r.reaction = @type'] : [])],
        params: { noteId: note.id, type: ps.type ? storedReactionType(ps.type) : null },
      },
    );
    return rows.flatMap((r): entities.NoteReaction[] => {
      const user = findUserById(ctx.inst.db, r.userId);
      return user
        ? [
            {
              id: r.id,
              createdAt: new Date(r.createdAt).toISOString(),
              user: packUserLite(ctx.pc, user),
              type: r.reaction,
            },
          ]
        : [];
    });
  },
);
