import { IconPin } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import { useUserNotesFeed } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';

/** The notes tab (pinned notes first, then notes without replies to others) or, with `withReplies`, all notes. */
export function NotesTab({ user, withReplies }: { user: entities.UserDetailed; withReplies: boolean }) {
  const feed = useUserNotesFeed(user.id, withReplies);
  const pinned = !withReplies && 'pinnedNotes' in user ? user.pinnedNotes : [];
  return (
    <>
      {pinned.length > 0 && (
        <section className="kumo-profile-pinned" aria-label={t('profilePinned')}>
          {pinned.map((note) => (
            <div key={note.id} className="kumo-profile-pinned-note">
              <p className="kumo-profile-pinned-label">
                <IconPin size={14} aria-hidden /> {t('profilePinned')}
              </p>
              <NoteView note={note} />
            </div>
          ))}
        </section>
      )}
      <Timeline {...feed} />
    </>
  );
}
