import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { retryJob, type QueueType } from '../../../../services/job-queue.ts';
import { jobOrThrow, oneJobParams } from '../../../shared/queue-jobs.ts';

/** admin/queue/retry-job: runs a failed job again. */
export default defineEndpoint(
  'admin/queue/retry-job',
  { requireCredential: true, kind: 'write:admin:queue', requireModerator: true, params: oneJobParams },
  (ps, _me, ctx) => {
    const queue = ps.queue as QueueType;
    const job = jobOrThrow(ctx, queue, ps.jobId, '0e6c1f0b-7c55-4b8a-9a43-4d2b8e6f1c37');
    if (job.state !== 'failed')
      throw new ApiError({
        message: 'Only a failed job can be retried.',
        code: 'JOB_NOT_FAILED',
        id: '6b0f2d8e-1a4c-4e7b-8d35-9c2a7e4f0b18',
      });
    retryJob(ctx.inst, queue, job);
  },
);
