import { defineEndpoint } from '../../endpoint.ts';
import { notificationListParams, notificationsPage } from '../../shared/notifications.ts';

// Kumo does not group notifications: the grouped list is the plain list.
export default defineEndpoint(
  'i/notifications-grouped',
  { requireCredential: true, params: notificationListParams },
  (ps, me, ctx) => notificationsPage(ps, me.id, ctx),
);
