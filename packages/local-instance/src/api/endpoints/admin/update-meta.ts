// admin/update-meta: of Misskey's many instance settings, the local instance stores the server rules.
import { defineEndpoint } from '../../endpoint.ts';
import { storeServerRules } from '../../../services/server-rules.ts';

export default defineEndpoint(
  'admin/update-meta',
  {
    requireCredential: true,
    requireAdmin: true,
    params: {
      type: 'object',
      properties: {
        serverRules: { type: 'array', items: { type: 'string' } },
        // validated as Misskey does; the local instance keeps its own pinned users
        pinnedUsers: { type: 'array', nullable: true, items: { type: 'string' } },
      },
    },
  },
  (ps, _me, ctx) => {
    if (ps.serverRules) storeServerRules(ctx.inst.db, ps.serverRules as string[]);
  },
);
