import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { addRelay } from '../../../../services/relays.ts';

/** admin/relays/add: a relay by its inbox address (http or https), as Misskey takes it. */
export default defineEndpoint(
  'admin/relays/add',
  {
    requireCredential: true,
    kind: 'write:admin:relays',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { inbox: { type: 'string', maxLength: 2048 } },
      required: ['inbox'],
    },
  },
  (ps, _me, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(ps.inbox);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new ApiError({
        message: 'Invalid URL',
        code: 'INVALID_URL',
        id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c',
      });
    return addRelay(ctx.inst.db, url.href);
  },
);
