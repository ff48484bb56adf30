import type { entities } from 'misskey-js';
import { defineEndpoint } from '../endpoint.ts';
import { isBlocking } from '../../services/mutes.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { HOUR, SECOND } from '../rate-limit.ts';
import { all } from '../../db/statement.ts';
import { findNoteById } from '../../services/note-create.ts';
import { createReaction, deleteReaction } from '../../services/reactions.ts';
import { canSeeNote } from '../../services/visibility.ts';
import { pageSql } from '../../services/timelines.ts';
import { findUserById } from '../../services/users.ts';
import { packUserLite } from '../../packing/user.ts';

export const notesReactionsCreate = defineEndpoint(
  'notes/reactions/create',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 60, minInterval: SECOND / 10 },
    params: {
      type: 'object',
      properties: { noteId: id(), reaction: { type: 'string' } },
      required: ['noteId', 'reaction'],
    },
  },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note || !canSeeNote(ctx.inst.db, note, me)) {
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '033d0620-5bfe-4027-965d-980b0c85a3ea',
      });
    }
    if (note.userId !== me.id && isBlocking(ctx.inst.db, note.userId, me.id))
      throw new ApiError({
        message: 'You cannot react this note because you have been blocked by this user.',
        code: 'YOU_HAVE_BEEN_BLOCKED',
        id: '20ef5475-9f38-4e4c-bd33-de6d979498ec',
      });
    createReaction(ctx.inst, me, note, ps.reaction);
  },
);

export const notesReactionsDelete = defineEndpoint(
  'notes/reactions/delete',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 60, minInterval: SECOND / 10 },
    params: { type: 'object', properties: { noteId: id() }, required: ['noteId'] },
  },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37',
      });
    deleteReaction(ctx.inst, me, note);
  },
);

export const notesReactions = defineEndpoint(
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
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '263fff3d-d0e1-4af4-bea7-8408059b451a',
      });
    const page = pageSql(ps, 'r');
    const where = ['r.noteId = @noteId', ...page.where];
    if (ps.type) where.push('r.reaction = @type');
    const rows = all<{ id: string; createdAt: number; userId: string; reaction: string }>(
      ctx.inst.db,
      `SELECT r.* FROM reactions r WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, noteId: note.id, type: ps.type ?? null },
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
