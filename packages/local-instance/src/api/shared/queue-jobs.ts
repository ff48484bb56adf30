// admin/queue/* for single jobs, as Misskey 2025.5 and later name them (jobs, show-job,
// retry-job, remove-job, promote-jobs, clear, queues). Misskey answers a job id it does not know
// with an internal error (500); this answers NO_SUCH_JOB with a 400, and refuses to retry a job
// that has not failed or to remove one that is running (BullMQ throws on both).
import { ApiError, errorWithId } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import type { CallContext } from '../endpoint.ts';
import { findJob, QUEUE_TYPES, type JobRecord, type QueueType } from '../../services/job-queue.ts';

export const queueParam: Schema = { type: 'string', enum: QUEUE_TYPES };
const jobIdParam: Schema = { type: 'string', minLength: 1, maxLength: 64 };

/** The parameters of the endpoints that act on one job. */
export const oneJobParams: ObjectSchema = {
  type: 'object',
  properties: { queue: queueParam, jobId: jobIdParam },
  required: ['queue', 'jobId'],
};

const noSuchJob = errorWithId('No such job.', 'NO_SUCH_JOB');

/** The job of `queue` with that id, or NO_SUCH_JOB with the endpoint's own error id. */
export function jobOrThrow(ctx: CallContext, queue: QueueType, jobId: string, errorId: string): JobRecord {
  const job = findJob(ctx.inst, queue, jobId);
  if (!job) throw new ApiError(noSuchJob(errorId));
  return job;
}

/** A job as Misskey packs it (its QueueJob schema). */
export function packJob(job: JobRecord) {
  return {
    id: job.id,
    name: job.name,
    data: job.data,
    opts: { attempts: 1 },
    timestamp: job.timestamp,
    processedOn: job.processedOn,
    finishedOn: job.finishedOn,
    progress: 0,
    attempts: job.attempts,
    delay: 0,
    failedReason: job.failedReason,
    stacktrace: job.failedReason ? [job.failedReason] : [],
    returnValue: job.returnValue,
    isFailed: job.state === 'failed',
  };
}
