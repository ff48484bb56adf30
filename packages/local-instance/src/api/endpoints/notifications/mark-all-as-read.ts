import { defineEndpoint } from '../../endpoint.ts';
import { markAllNotificationsRead } from '../../../services/notifications.ts';

export default defineEndpoint(
  'notifications/mark-all-as-read',
  { requireCredential: true, kind: 'write:notifications', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    markAllNotificationsRead(ctx.inst, me.id);
  },
);
