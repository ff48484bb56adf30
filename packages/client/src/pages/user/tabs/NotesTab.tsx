import { IconPin } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { t } from '../../../i18n/index.ts';
import { NoteView } from '../../../note/index.ts';
import { Timeline } from '../../../timeline/index.ts';

/** The notes tab (pinned notes first, then notes without replies to others) or, with `withReplies`, all notes. */
export function NotesTab({ user, withReplies }: { user: entities.UserDetailed; withReplies: boolean }) {
  const { account } = useMe();
  const token = account?.token ?? null;
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
      <Timeline
        queryKey={['user-notes', user.id, withReplies ? 'replies' : 'notes', account?.id]}
        fetch={(q) => api('users/notes', { ...q, userId: user.id, withReplies }, token)}
      />
    </>
  );
}
