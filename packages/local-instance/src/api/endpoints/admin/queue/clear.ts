import { defineEndpoint } from '../../../endpoint.ts';
import { clearQueue, type JobState, type QueueType } from '../../../../services/job-queue.ts';
import { queueParam } from '../../../shared/queue-jobs.ts';

const STATES = ['*', 'completed', 'wait', 'active', 'paused', 'prioritized', 'delayed', 'failed'] as const;

/** admin/queue/clear: empties a queue of its jobs in one state, or all ('*'), except running ones. */
export default defineEndpoint(
  'admin/queue/clear',
  {
    requireCredential: true,
    kind: 'write:admin:queue',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { queue: queueParam, state: { type: 'string', enum: STATES } },
      required: ['queue', 'state'],
    },
  },
  (ps, _me, ctx) => {
    const state = ps.state as (typeof STATES)[number];
    if (state === '*' || state === 'completed' || state === 'wait' || state === 'failed')
      clearQueue(ctx.inst, ps.queue as QueueType, state as JobState | '*');
  },
);
