import { IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { Avatar } from '@/ui/index.ts';
import { NotificationSentence } from './NotificationSentence.tsx';
import { NotificationTypeIcon } from './NotificationTypeIcon.tsx';
import { excerptNote, excerptText, notificationLink } from './notification-text.ts';
import { notifierOf } from './notification-types.ts';
import { toastLayout } from './toast-layout.ts';
import {
  dismissNotificationToast,
  getNotificationToasts,
  subscribeNotificationToasts,
  type NotificationToast,
} from './toast-queue.ts';
import { useIncomingNotifications } from './use-incoming-notifications.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

function ToastCard({ toast }: { toast: NotificationToast }) {
  const n = toast.notification;
  const user = notifierOf(n);
  const note = excerptNote(n);
  const excerpt = n.type === 'app' ? n.body : excerptText(note);
  const dismiss = () => dismissNotificationToast(toast.key);
  return (
    <div className="kumo-notification-toast" data-type={n.type}>
      <Link to={notificationLink(n)} className="kumo-notification-toast-main" onClick={dismiss}>
        {user ? (
          <span className="kumo-notification-toast-picture">
            <Avatar user={user} size={36} />
            <span className="kumo-notification-badge" data-type={n.type}>
              <NotificationTypeIcon notification={n} size={12} />
            </span>
          </span>
        ) : (
          <span className="kumo-notification-symbol" data-type={n.type}>
            <NotificationTypeIcon notification={n} size={18} />
          </span>
        )}
        <span className="kumo-notification-toast-text">
          <span className="kumo-notification-toast-sentence">
            <NotificationSentence notification={n} />
          </span>
          {excerpt && (
            <span className="kumo-notification-toast-excerpt">
              {note ? <Mfm text={excerpt} plain author={note.user} emojiUrls={note.emojis} /> : excerpt}
            </span>
          )}
        </span>
      </Link>
      <button
        type="button"
        className="kumo-notification-toast-close"
        aria-label={t('close')}
        onClick={dismiss}
      >
        <IconX size={14} aria-hidden />
      </button>
    </div>
  );
}

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
      {toasts.map((toast) => (
        <ToastCard key={toast.key} toast={toast} />
      ))}
    </div>
  );
}
