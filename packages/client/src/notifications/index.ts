import './notifications.css';

export { NotificationToasts } from './NotificationToasts.tsx';
export { NotificationList } from './LazyNotificationList.tsx';
export { useNotifications } from './use-notifications.ts';
export {
  useIncomingNotifications,
  isNotificationsPage,
  NOTIFICATIONS_PATH,
} from './use-incoming-notifications.ts';
// browser-notification.ts loads on demand (a notification while hidden, the service worker)
export { requestNotificationPermission } from './notification-permission.ts';
export { loadServiceWorker } from './load-service-worker.ts';
export {
  NOTIFICATION_TABS,
  FILTERABLE_TYPES,
  listRequest,
  matchesTab,
  setTypeShown,
} from './notification-filter.ts';
export type { NotificationTab, FilterableType, ListRequest } from './notification-filter.ts';
export { SPEC_NOTIFICATION_TYPES, notifierOf, noteOf } from './notification-types.ts';
export type { KumoNotification, NotificationType, PointNotification } from './notification-types.ts';
export { pushNotificationToast, dismissNotificationToast, NOTIFICATION_TOAST_MS } from './toast-queue.ts';
export { toastLayout } from './toast-layout.ts';
export { ON_OFF_RECEIVE_TYPES } from './receive-config.ts';
export { RECEIVE_FROM } from './receive-config.ts';
export { receiveFrom } from './receive-config.ts';
export { USER_RECEIVE_TYPES } from './receive-config.ts';
export { withReceiveFrom } from './receive-config.ts';
export type { ReceiveFrom } from './receive-config.ts';
export type { ReceiveType } from './receive-config.ts';
export { usePushNotifications, type PushState } from './use-push-notifications.ts';
export { pointReason } from './point-reason.ts';
