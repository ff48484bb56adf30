import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { NoteView, useLiveNote } from '@/note/index.ts';
import { Link } from '@/router/index.ts';
import { NotificationSentence } from './NotificationSentence.tsx';
import { NotificationTypeIcon } from './NotificationTypeIcon.tsx';
import { notificationSentence } from './notification-text.ts';
import type { KumoNotification } from './notification-types.ts';

/**
 * A reply, mention or quote: a line saying what happened, then the note itself as timelines draw it,
 * with its reactions and actions, so it can be answered, renoted or reacted to right here. The note
 * is the live one (its reactions arrive over the stream); once deleted, a line says so.
 */
export function NotificationWithNote({
  notification,
  note: given,
}: {
  notification: KumoNotification;
  note: entities.Note;
}) {
  const note = useLiveNote(given);
  return (
    <article
      className="kumo-notification kumo-notification-with-note"
      aria-label={notificationSentence(notification)}
      data-type={notification.type}
    >
      <div className="kumo-notification-context">
        <span className="kumo-notification-context-icon" data-type={notification.type}>
          <NotificationTypeIcon notification={notification} size={16} />
        </span>
        <Link to={`/notes/${note.id}`} className="kumo-notification-sentence">
          <NotificationSentence notification={notification} />
        </Link>
      </div>
      {note.deletedAt ? (
        <p className="kumo-notification-text kumo-notification-deleted">{t('notificationNoteDeleted')}</p>
      ) : (
        <NoteView note={given} />
      )}
    </article>
  );
}
