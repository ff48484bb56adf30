// Resource module: single jobs of the server's job queues (admin/queue/jobs and what acts on them),
// on servers that have them (Misskey 2025.5 and later; the `queueJobs` server feature).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Endpoints } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { adminKeys } from './admin.ts';
import { useApiMutation } from './mutation.ts';

export type QueueJob = Endpoints['admin/queue/jobs']['res'][number];
export type QueueType = Params<'admin/queue/jobs'>['queue'];
export type JobState = Params<'admin/queue/jobs'>['state'][number];

/** Every queue a Misskey server has, in the order its own admin page lists them. */
export const QUEUE_TYPES: readonly QueueType[] = [
  'system',
  'endedPollNotification',
  'postScheduledNote',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
];

const jobsKey = [...adminKeys.all, 'queue-jobs'] as const;

/** A queue's jobs in one state, newest first, read again every few seconds while shown. */
export function useQueueJobs(queue: QueueType, state: JobState, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...jobsKey, queue, state],
    queryFn: () => api('admin/queue/jobs', { queue, state: [state] }),
    enabled,
    refetchInterval: 5000,
  });
}

export type QueueAction =
  | { action: 'retry' | 'remove'; queue: QueueType; jobId: string }
  | { action: 'promote'; queue: QueueType }
  | { action: 'clear'; queue: QueueType; state: JobState };

const refresh = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: jobsKey }),
    qc.invalidateQueries({ queryKey: [...adminKeys.all, 'queue-counts'] }),
  ]);

/** Retries or removes a job, runs a queue's delayed jobs now, or empties a queue of one state. */
export function useQueueAction() {
  return useApiMutation(
    (api, a: QueueAction) => {
      switch (a.action) {
        case 'retry':
          return api('admin/queue/retry-job', { queue: a.queue, jobId: a.jobId });
        case 'remove':
          return api('admin/queue/remove-job', { queue: a.queue, jobId: a.jobId });
        case 'promote':
          return api('admin/queue/promote-jobs', { queue: a.queue });
        case 'clear':
          return api('admin/queue/clear', { queue: a.queue, state: a.state });
      }
    },
    { onSuccess: (_r, _a, qc) => refresh(qc) },
  );
}
