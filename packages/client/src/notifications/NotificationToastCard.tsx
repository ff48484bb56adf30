import { IconX } from '@tabler/icons-react';
import { AchievementBadge, achievementDescription } from '@/achievements/index.ts';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { NotificationSentence } from './NotificationSentence.tsx';
import { NotificationTypeIcon } from './NotificationTypeIcon.tsx';
import { summarizeText } from './note-summary.ts';
import { excerptNote, excerptText, notificationLink } from './notification-text.ts';
import { notifierOf } from './notification-types.ts';
import { dismissNotificationToast, type NotificationToast } from './toast-queue.ts';

/** One notification pop-up: loaded with the first one, not at start-up. */
export default function ToastCard({ toast }: { toast: NotificationToast }) {
  const n = toast.notification;
  const user = notifierOf(n);
  const note = excerptNote(n);
  const excerpt =
    n.type === 'app'
      ? n.body
      : n.type === 'achievementEarned'
        ? achievementDescription(n.achievement)
        : n.type === 'newChatMessage'
          ? summarizeText(n.text ?? '')
          : excerptText(note);
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
        ) : n.type === 'achievementEarned' ? (
          <AchievementBadge name={n.achievement} size={36} />
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
              {note ? (
                <Mfm text={excerpt} plain author={note.user} emojiUrls={note.emojis} />
              ) : n.type === 'newChatMessage' ? (
                <Mfm text={excerpt} plain author={n.user} />
              ) : (
                excerpt
              )}
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
