import { defineEndpoint } from '../../../endpoint.ts';
import { run } from '../../../../db/statement.ts';
import { threadIdOf } from '../../../../services/threads.ts';
import { findNoteOrThrow } from '../../../shared/lookups.ts';
import { noteIdParams } from '../../../schema.ts';

export default defineEndpoint(
  'notes/thread-muting/delete',
  { requireCredential: true, kind: 'write:account', params: noteIdParams },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, 'bddd57ac-ceb3-b29d-4334-86ea5fae481a');
    run(
      ctx.inst.db,
      'DELETE FROM note_thread_mutings WHERE userId = ? AND threadId = ?',
      me.id,
      threadIdOf(ctx.inst.db, note.id),
    );
  },
);
