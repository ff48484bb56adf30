import { defineEndpoint } from '../../endpoint.ts';
import { noteIdParams } from '../../schema.ts';
import { one } from '../../../db/statement.ts';
import { isThreadMuted } from '../../../services/threads.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'notes/state',
  { requireCredential: true, kind: 'read:account', params: noteIdParams },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '0a0e2fe2-4b21-4b3e-9d9e-1f3a50a7d1a5');
    const db = ctx.inst.db;
    return {
      isFavorited:
        one(db, 'SELECT 1 FROM note_favorites WHERE userId = ? AND noteId = ?', me.id, note.id) != null,
      isMutedThread: isThreadMuted(db, me.id, note.id),
    };
  },
);
