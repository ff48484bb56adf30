import { defineEndpoint } from '../../endpoint.ts';
import { notificationListParams, notificationsPage } from '../../shared/notifications.ts';
import { SECOND } from '../../rate-limit.ts';

export default defineEndpoint(
  'i/notifications',
  {
    requireCredential: true,
    kind: 'read:notifications',
    limit: { duration: 30 * SECOND, max: 30 },
    params: notificationListParams,
  },
  (ps, me, ctx) => notificationsPage(ps, me.id, ctx),
);
