import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { removeRelay } from '../../../../services/relays.ts';

/**
 * admin/relays/remove: stops using a relay. Misskey answers an unknown inbox with an internal
 * error; this answers it with a 400.
 */
export default defineEndpoint(
  'admin/relays/remove',
  {
    requireCredential: true,
    kind: 'write:admin:relays',
    requireModerator: true,
    params: { type: 'object', properties: { inbox: { type: 'string' } }, required: ['inbox'] },
  },
  (ps, _me, ctx) => {
    if (!removeRelay(ctx.inst.db, ps.inbox))
      throw new ApiError({
        message: 'No such relay.',
        code: 'NO_SUCH_RELAY',
        id: 'a1d2e63b-4f0c-4b3e-9c3f-0f6b7c2a5d14',
      });
  },
);
