import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { findNoteById } from '../../../../services/note-create.ts';
import { threadIdOf } from '../../../../services/threads.ts';
import { params } from '../../../shared/thread-muting.ts';

export default defineEndpoint(
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
