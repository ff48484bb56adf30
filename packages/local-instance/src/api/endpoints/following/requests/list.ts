import { defineEndpoint } from '../../../endpoint.ts';
import { listParams, requestsPage } from '../../../shared/follow-requests.ts';

export default defineEndpoint(
  'following/requests/list',
  { requireCredential: true, params: listParams() },
  requestsPage('followeeId'),
);
