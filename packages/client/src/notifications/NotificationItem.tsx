import { memo, Suspense } from 'react';
import { achievementDescription } from '@/achievements/index.ts';
import { safeImageSrc } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { Avatar, lazyOptional } from '@/ui/index.ts';
import { FollowRequestActions } from './FollowRequestActions.tsx';
import { NotificationSentence } from './NotificationSentence.tsx';
import { NotificationTypeIcon } from './NotificationTypeIcon.tsx';
import { NotificationNoteExcerpt } from './NotificationNoteExcerpt.tsx';
import { NotificationWithNote } from './NotificationWithNote.tsx';
import { notificationNote } from './notification-note.ts';
import { notificationLink, notificationSentence } from './notification-text.ts';
import { notifierOf, type KumoNotification } from './notification-types.ts';

/** An achievement's badge: its list loads with the first such notification, not at start-up. */
const AchievementBadge = lazyOptional(() =>
  import('@/achievements/AchievementBadge.tsx').then((m) => ({ default: m.AchievementBadge })),
);

/** The picture on the left: the actor's avatar with a badge, or the app's icon, or the type's icon. */
function NotificationPicture({ notification }: { notification: KumoNotification }) {
  const user = notifierOf(notification);
  const appIcon = notification.type === 'app' && notification.icon ? safeImageSrc(notification.icon) : null;
  if (user)
    return (
      <div className="kumo-notification-picture">
        <Link to={profilePath(user)} aria-label={`@${acctOf(user)}`}>
          <Avatar user={user} size={44} />
        </Link>
        <span className="kumo-notification-badge" data-type={notification.type}>
          <NotificationTypeIcon notification={notification} />
        </span>
      </div>
    );
  return (
    <div className="kumo-notification-picture">
      {appIcon ? (
        <img className="kumo-avatar" src={appIcon} alt="" width={44} height={44} />
      ) : notification.type === 'achievementEarned' ? (
        <Suspense fallback={<span className="kumo-notification-symbol" />}>
          <AchievementBadge name={notification.achievement} size={44} />
        </Suspense>
      ) : (
        <span className="kumo-notification-symbol" data-type={notification.type}>
          <NotificationTypeIcon notification={notification} size={22} />
        </span>
      )}
    </div>
  );
}

/**
 * One notification in the list: a reply, mention or quote as its note, to be answered there; any
 * other as who, what happened, when, and a short excerpt of the note it is about.
 */
export const NotificationItem = memo(function NotificationItem({
  notification,
}: {
  notification: KumoNotification;
}) {
  const shown = notificationNote(notification);
  if (shown.kind === 'full') return <NotificationWithNote notification={notification} note={shown.note} />;
  const link = notificationLink(notification);
  return (
    <article
      className="kumo-notification"
      aria-label={notificationSentence(notification)}
      data-type={notification.type}
    >
      <NotificationPicture notification={notification} />
      <div className="kumo-notification-body">
        <div className="kumo-notification-head">
          <Link to={link} className="kumo-notification-sentence">
            <NotificationSentence notification={notification} />
          </Link>
          <span className="kumo-notification-time">
            <RelativeTime date={notification.createdAt} />
          </span>
        </div>
        {notification.type === 'app' && <p className="kumo-notification-text">{notification.body}</p>}
        {notification.type === 'achievementEarned' && (
          <p className="kumo-notification-text">{achievementDescription(notification.achievement)}</p>
        )}
        {notification.type === 'followRequestAccepted' && notification.message && (
          <p className="kumo-notification-text">{notification.message}</p>
        )}
        {shown.kind === 'compact' && <NotificationNoteExcerpt note={shown.note} />}
        {shown.kind === 'deleted' && (
          <p className="kumo-notification-text kumo-notification-deleted">{t('notificationNoteDeleted')}</p>
        )}
        {notification.type === 'receiveFollowRequest' && (
          <FollowRequestActions userId={notification.userId} />
        )}
      </div>
    </article>
  );
});
