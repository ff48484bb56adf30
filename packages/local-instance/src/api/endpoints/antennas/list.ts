import { defineEndpoint } from '../../endpoint.ts';
import { antennasOf, packAntenna } from '../../../services/antennas.ts';

export default defineEndpoint(
  'antennas/list',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => antennasOf(ctx.inst.db, me.id).map(packAntenna),
);
