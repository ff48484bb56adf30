import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { removeJob, type QueueType } from '../../../../services/job-queue.ts';
import { jobOrThrow, oneJobParams } from '../../../shared/queue-jobs.ts';

/** admin/queue/remove-job: drops a job that is not running (a waiting one never runs). */
export default defineEndpoint(
  'admin/queue/remove-job',
  { requireCredential: true, kind: 'write:admin:queue', requireModerator: true, params: oneJobParams },
  (ps, _me, ctx) => {
    const queue = ps.queue as QueueType;
    const job = jobOrThrow(ctx, queue, ps.jobId, '3f8a2c71-9d4e-4b06-a5c8-1e7d3b9f6a24');
    if (job.state === 'active')
      throw new ApiError({
        message: 'A running job cannot be removed.',
        code: 'JOB_IS_ACTIVE',
        id: 'd2c7e9a4-6b1f-4f3d-8e05-7a9b1c4d2e63',
      });
    removeJob(ctx.inst, queue, job);
  },
);
