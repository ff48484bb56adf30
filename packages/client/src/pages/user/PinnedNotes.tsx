import { IconPin } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '../../i18n/index.ts';
import { NoteView } from '../../note/index.ts';

/** The notes a user pinned to their profile (UserDetailed.pinnedNotes), above their other notes. */
export function PinnedNotes({ user }: { user: entities.UserDetailed }) {
  if (user.pinnedNotes.length === 0) return null;
  return (
    <section className="kumo-pinned-notes" aria-label={t('notemenuPinnedNotes')}>
      {user.pinnedNotes.map((note) => (
        <div key={note.id} className="kumo-pinned-note">
          <div className="kumo-pinned-label">
            <IconPin size={14} aria-hidden /> {t('notemenuPinnedNotes')}
          </div>
          <NoteView note={note} />
        </div>
      ))}
    </section>
  );
}
