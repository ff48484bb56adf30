import { defineEndpoint } from '../../endpoint.ts';
import { packContext } from '../../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseJson, run } from '../../../db/statement.ts';
import { packMe } from '../../../packing/user.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { findUserById } from '../../../services/users.ts';
import { noteIdParams } from '../../schema.ts';

export default defineEndpoint(
  'i/unpin',
  { requireCredential: true, kind: 'write:account', params: noteIdParams },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note || note.userId !== me.id)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '454170ce-9d63-4a43-9da1-ea10afe81e21',
      });
    const pinned = parseJson<string[]>(me.pinnedNoteIds, []).filter((n) => n !== note.id);
    run(ctx.inst.db, 'UPDATE users SET pinnedNoteIds = ? WHERE id = ?', JSON.stringify(pinned), me.id);
    const updated = findUserById(ctx.inst.db, me.id) ?? me;
    return packMe(packContext(ctx.inst, ctx.origin, updated), updated);
  },
);
