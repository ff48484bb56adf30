import { defineEndpoint } from '../../../endpoint.ts';
import { jobsOf, type JobState, type QueueType } from '../../../../services/job-queue.ts';
import { packJob, queueParam } from '../../../shared/queue-jobs.ts';

const STATES = ['active', 'wait', 'delayed', 'completed', 'failed', 'paused'] as const;

/**
 * admin/queue/jobs: a queue's jobs in the states asked for, newest first (100 at most), those whose
 * name or data contain `search` when given.
 */
export default defineEndpoint(
  'admin/queue/jobs',
  {
    requireCredential: true,
    kind: 'read:admin:queue',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        queue: queueParam,
        state: { type: 'array', items: { type: 'string', enum: STATES }, maxItems: STATES.length },
        search: { type: 'string', maxLength: 256 },
      },
      required: ['queue', 'state'],
    },
  },
  (ps, _me, ctx) => {
    const needle = ps.search?.toLowerCase();
    return jobsOf(ctx.inst, ps.queue as QueueType, ps.state as JobState[])
      .filter((j) => !needle || `${j.name} ${JSON.stringify(j.data)}`.toLowerCase().includes(needle))
      .slice(0, 100)
      .map(packJob) as never;
  },
);
