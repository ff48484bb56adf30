import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { noteIdParams } from '../../schema.ts';
import { HOUR, SECOND } from '../../rate-limit.ts';
import { all } from '../../../db/statement.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { deleteNote } from '../../../services/note-delete.ts';
import type { NoteRow } from '../../../db/rows.ts';

export default defineEndpoint(
  'notes/unrenote',
  {
    requireCredential: true,
    kind: 'write:notes',
    limit: { duration: HOUR, max: 300, minInterval: SECOND },
    params: noteIdParams,
  },
  (ps, me, ctx) => {
    if (!findNoteById(ctx.inst, ps.noteId))
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: 'efd4a259-2442-496b-8dd7-b255aa1a160f',
      });
    const renotes = all<NoteRow>(
      ctx.inst.db,
      'SELECT * FROM notes WHERE renoteId = ? AND userId = ? AND isPureRenote = 1',
      ps.noteId,
      me.id,
    );
    for (const r of renotes) deleteNote(ctx.inst, r);
  },
);
