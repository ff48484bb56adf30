import { lazy, Suspense, useSyncExternalStore } from 'react';
import { t } from '@/i18n/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { toastLayout } from './toast-layout.ts';
import { getNotificationToasts, subscribeNotificationToasts } from './toast-queue.ts';
import { useIncomingNotifications } from './use-incoming-notifications.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

// the pop-up's code (sentences, icons, MFM excerpt) loads with the first notification
const ToastCard = lazy(() => import('./NotificationToastCard.tsx'));

/**
 * Pop-ups for notifications that arrive on the main channel (and their sound and system
 * notification), in the corner and along the axis the settings choose. Mount once, inside the
 * stream, settings and account providers.
 */
export function NotificationToasts() {
  useIncomingNotifications();
  const toasts = useSyncExternalStore(
    subscribeNotificationToasts,
    getNotificationToasts,
    getNotificationToasts,
  );
  const position = useSettingValue('notificationPosition');
  const axis = useSettingValue('notificationStackAxis');
  const narrow = useNarrowScreen();
  const layout = toastLayout(position, axis, narrow);
  const zIndex = toasts.length ? Math.max(...toasts.map((x) => x.zIndex)) : undefined;
  return (
    <div
      className="kumo-notification-toasts"
      role="log"
      aria-label={t('notifications')}
      data-vertical={layout.vertical}
      data-horizontal={layout.horizontal}
      style={{ flexDirection: layout.direction, zIndex }}
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastCard key={toast.key} toast={toast} />
          ))}
        </Suspense>
      )}
    </div>
  );
}
