import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, paginationProps } from '../../schema.ts';
import { packNotes } from '../../../packing/note.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { findOwnAntenna } from '../../../services/antennas.ts';
import { noSuchAntenna } from '../../shared/antennas.ts';

export default defineEndpoint(
  'antennas/notes',
  {
    requireCredential: true,
    kind: 'read:account',
    params: { type: 'object', properties: { antennaId: id(), ...paginationProps }, required: ['antennaId'] },
  },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('850926e0-fd3b-49b6-b69a-b28a5dbd82fe'));
    const notes = notesWhere(
      ctx.inst.db,
      me,
      'EXISTS (SELECT 1 FROM antenna_notes an WHERE an.antennaId = @antennaId AND an.noteId = n.id)',
      ps,
      { antennaId: a.id },
    );
    return packNotes(ctx.pc, notes);
  },
);
