import { defineEndpoint } from '../../../endpoint.ts';
import type { QueueType } from '../../../../services/job-queue.ts';
import { jobOrThrow, oneJobParams, packJob } from '../../../shared/queue-jobs.ts';

/** admin/queue/show-job: one job of a queue. */
export default defineEndpoint(
  'admin/queue/show-job',
  { requireCredential: true, kind: 'read:admin:queue', requireModerator: true, params: oneJobParams },
  (ps, _me, ctx) =>
    packJob(
      jobOrThrow(ctx, ps.queue as QueueType, ps.jobId, 'a1d5d6b4-5c0e-4f52-9f2b-3a7f0c5d8e21'),
    ) as never,
);
