import { defineEndpoint } from '../../../endpoint.ts';
import { listRelays } from '../../../../services/relays.ts';

/** admin/relays/list: the relays the server asked to pass public notes on, with their state. */
export default defineEndpoint(
  'admin/relays/list',
  {
    requireCredential: true,
    kind: 'read:admin:relays',
    requireModerator: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) => listRelays(ctx.inst.db),
);
