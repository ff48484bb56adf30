// notes/thread-muting/create and delete: a muted thread sends no reply, mention, quote, renote or
// reaction notifications (services/notifications.ts).
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id } from '../schema.ts';
import { genId } from '../../db/ids.ts';
import { run } from '../../db/statement.ts';
import { findNoteById } from '../../services/note-create.ts';
import { threadIdOf } from '../../services/threads.ts';

const params = { type: 'object' as const, properties: { noteId: id() }, required: ['noteId'] };

export const notesThreadMutingCreate = defineEndpoint(
  'notes/thread-muting/create',
  { requireCredential: true, params },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '5ff67ada-ed3b-2e71-8e87-a1a421e177d2',
      });
    const threadId = threadIdOf(ctx.inst.db, note.id);
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT OR IGNORE INTO note_thread_mutings (id, createdAt, userId, threadId) VALUES (?, ?, ?, ?)',
      genId(now),
      now,
      me.id,
      threadId,
    );
  },
);

export const notesThreadMutingDelete = defineEndpoint(
  'notes/thread-muting/delete',
  { requireCredential: true, params },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: 'bddd57ac-ceb3-b29d-4334-86ea5fae481a',
      });
    run(
      ctx.inst.db,
      'DELETE FROM note_thread_mutings WHERE userId = ? AND threadId = ?',
      me.id,
      threadIdOf(ctx.inst.db, note.id),
    );
  },
);
