import { defineEndpoint } from '../../endpoint.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { noteListParams } from '../../shared/note-relations.ts';

export default defineEndpoint(
  'notes/children',
  { requireCredential: false, params: noteListParams },
  (ps, me, ctx) =>
    packNotes(
      ctx.pc,
      notesWhere(
        ctx.inst.db,
        me,
        '(n.replyId = @noteId OR (n.renoteId = @noteId AND n.isPureRenote = 0))',
        ps,
        { noteId: ps.noteId },
      ),
    ),
);
