import { IconRepeat } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '../i18n/index.ts';
import { Link } from '../router/index.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { acctOf, isPureRenote, profilePath } from './acct.ts';
import { NoteBody } from './NoteBody.tsx';
import { NoteHeader } from './NoteHeader.tsx';
import { NoteReactions } from './NoteReactions.tsx';
import { useLiveNote } from './live-notes.ts';

function QuotedNote({ note }: { note: entities.Note }) {
  return (
    <div className="kumo-quote">
      <NoteHeader note={note} />
      <NoteBody note={note} />
    </div>
  );
}

export function NoteView({ note: given }: { note: entities.Note }) {
  const note = useLiveNote(given);
  const renoter = isPureRenote(note) ? note.user : null;
  const shown = useLiveNote(isPureRenote(note) ? note.renote : note);
  if (note.deletedAt || shown.deletedAt) return null;
  return (
    <article className="kumo-note" aria-label={t('note')} data-note-id={shown.id}>
      {renoter && (
        <div className="kumo-renoted-by">
          <IconRepeat size={16} aria-hidden />
          <Link to={profilePath(renoter)}>{t('renotedBy', { name: renoter.name || renoter.username })}</Link>
        </div>
      )}
      <div className="kumo-note-main">
        <Link to={profilePath(shown.user)} className="kumo-note-avatar" aria-label={`@${acctOf(shown.user)}`}>
          <Avatar user={shown.user} />
        </Link>
        <div className="kumo-note-content">
          <NoteHeader note={shown} />
          {shown.reply && (
            <div className="kumo-note-reply-to">
              {t('replyingTo', { acct: `@${acctOf(shown.reply.user)}` })}
            </div>
          )}
          <NoteBody note={shown} />
          {shown.renote && <QuotedNote note={shown.renote} />}
          <NoteReactions note={shown} />
        </div>
      </div>
    </article>
  );
}
