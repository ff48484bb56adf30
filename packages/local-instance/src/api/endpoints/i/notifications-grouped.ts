import { defineEndpoint } from '../../endpoint.ts';
import { params, list } from '../../shared/notifications.ts';

// Kumo does not group notifications: the grouped list is the plain list.
export default defineEndpoint('i/notifications-grouped', { requireCredential: true, params }, (ps, me, ctx) =>
  list(ps, me.id, ctx),
);
