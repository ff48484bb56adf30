import { defineEndpoint } from '../../endpoint.ts';
import { HOUR } from '../../rate-limit.ts';
import { scheduleExport } from '../../../services/account-export.ts';

export default defineEndpoint(
  'i/export-following',
  {
    requireCredential: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
    params: {
      type: 'object',
      properties: { excludeMuting: { type: 'boolean' }, excludeInactive: { type: 'boolean' } },
    },
  },
  (ps, me, ctx) => {
    scheduleExport(ctx.inst, me.id, 'following', {
      excludeMuting: ps.excludeMuting ?? false,
      excludeInactive: ps.excludeInactive ?? false,
    });
  },
);
