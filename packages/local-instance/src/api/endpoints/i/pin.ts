// notes pinned to the own profile (UserDetailed.pinnedNotes, newest pin first)
import { defineEndpoint } from '../../endpoint.ts';
import { packContext } from '../../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseJson, run } from '../../../db/statement.ts';
import { packMe } from '../../../packing/user.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { findUserById } from '../../../services/users.ts';
import { noteIdParams } from '../../schema.ts';

export default defineEndpoint(
  'i/pin',
  { requireCredential: true, kind: 'write:account', prohibitMoved: true, params: noteIdParams },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note || note.userId !== me.id)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '56734f8b-3928-431e-bf80-6ff87df40cb3',
      });
    const pinned = parseJson<string[]>(me.pinnedNoteIds, []).filter((n) => findNoteById(ctx.inst, n));
    if (pinned.length >= effectivePolicies(ctx.inst, me).pinLimit)
      throw new ApiError({
        message: 'You can not pin notes any more.',
        code: 'PIN_LIMIT_EXCEEDED',
        id: '72dab508-c64d-498f-8740-a8eec1ba385a',
      });
    if (pinned.includes(note.id))
      throw new ApiError({
        message: 'That note has already been pinned.',
        code: 'ALREADY_PINNED',
        id: '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913',
      });
    run(
      ctx.inst.db,
      'UPDATE users SET pinnedNoteIds = ? WHERE id = ?',
      JSON.stringify([note.id, ...pinned]),
      me.id,
    );
    const updated = findUserById(ctx.inst.db, me.id) ?? me;
    return packMe(packContext(ctx.inst, ctx.origin, updated), updated);
  },
);
