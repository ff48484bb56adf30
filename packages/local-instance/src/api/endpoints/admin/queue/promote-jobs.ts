import { defineEndpoint } from '../../../endpoint.ts';
import { queueParam } from '../../../shared/queue-jobs.ts';

/**
 * admin/queue/promote-jobs: runs a queue's delayed jobs now. The local instance delays no job (it
 * retries nothing on its own), so there is never one to promote.
 */
export default defineEndpoint(
  'admin/queue/promote-jobs',
  {
    requireCredential: true,
    kind: 'write:admin:queue',
    requireModerator: true,
    params: { type: 'object', properties: { queue: queueParam }, required: ['queue'] },
  },
  () => undefined,
);
