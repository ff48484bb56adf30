import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { findOwnAntenna, packAntenna } from '../../../services/antennas.ts';
import { noSuchAntenna, antennaIdOnly } from '../../shared/antennas.ts';

export default defineEndpoint(
  'antennas/show',
  { requireCredential: true, kind: 'read:account', params: antennaIdOnly },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('c06569fb-b025-4f23-b22d-1fcd20d2816b'));
    return packAntenna(a);
  },
);
