import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { run } from '../../../db/statement.ts';
import { findOwnAntenna } from '../../../services/antennas.ts';
import { noSuchAntenna } from '../../shared/antennas.ts';

/** Takes a note out of one of the caller's antennas; a note not (or no longer) in it is no error. */
export default defineEndpoint(
  'antennas/remove-note',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      type: 'object',
      properties: { antennaId: id(), noteId: id() },
      required: ['antennaId', 'noteId'],
    },
  },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('850926e0-fd3b-49b6-b69a-b28a5dbd82fe'));
    run(ctx.inst.db, 'DELETE FROM antenna_notes WHERE antennaId = ? AND noteId = ?', a.id, ps.noteId);
  },
);
