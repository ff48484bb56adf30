import { defineEndpoint } from '../../../endpoint.ts';
import { queueCounts } from '../../../../services/job-queue.ts';

/** admin/queue/stats: each queue's waiting, running, done, failed and delayed jobs since start-up. */
export default defineEndpoint(
  'admin/queue/stats',
  {
    requireCredential: true,
    kind: 'read:admin:emoji',
    requireModerator: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) => queueCounts(ctx.inst),
);
