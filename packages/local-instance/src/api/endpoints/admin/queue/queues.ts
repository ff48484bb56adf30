import { defineEndpoint } from '../../../endpoint.ts';
import { QUEUE_TYPES, queueCountOf } from '../../../../services/job-queue.ts';

const noMetrics = () => ({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], count: 0 });

/** admin/queue/queues: every queue with its counts (none is ever paused here). */
export default defineEndpoint(
  'admin/queue/queues',
  {
    requireCredential: true,
    kind: 'read:admin:queue',
    requireModerator: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) =>
    QUEUE_TYPES.map((name) => {
      const c = queueCountOf(ctx.inst, name);
      return {
        name,
        counts: { ...c, paused: 0, prioritized: 0, 'waiting-children': 0 },
        isPaused: false,
        metrics: { completed: noMetrics(), failed: noMetrics() },
      };
    }),
);
