import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { run } from '../../../db/statement.ts';
import { findOwnAntenna } from '../../../services/antennas.ts';
import { noSuchAntenna, antennaIdOnly } from '../../shared/antennas.ts';

export default defineEndpoint(
  'antennas/delete',
  { requireCredential: true, kind: 'write:account', params: antennaIdOnly },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('b34dcf9d-348f-44bb-99d0-6c9314cfe2df'));
    run(ctx.inst.db, 'DELETE FROM antennas WHERE id = ?', a.id);
  },
);
