import { defineEndpoint } from '../../../endpoint.ts';
import { listParams, requestsPage } from '../../../shared/follow-requests.ts';

export default defineEndpoint(
  'following/requests/sent',
  { requireCredential: true, kind: 'read:following', params: listParams() },
  requestsPage('followerId'),
);
