import { defineEndpoint } from '../../endpoint.ts';
import { notificationListParams, notificationsPage } from '../../shared/notifications.ts';

export default defineEndpoint(
  'i/notifications',
  { requireCredential: true, params: notificationListParams },
  (ps, me, ctx) => notificationsPage(ps, me.id, ctx),
);
