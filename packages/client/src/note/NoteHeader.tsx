import { IconHome, IconLock, IconMail, IconWorldOff } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { Link } from '../router/index.ts';
import { Mfm } from '../mfm/index.ts';
import { acctOf, profilePath } from './acct.ts';
import { RelativeTime } from './RelativeTime.tsx';

const VISIBILITY_ICON = {
  home: <IconHome size={14} aria-label="home" />,
  followers: <IconLock size={14} aria-label="followers" />,
  specified: <IconMail size={14} aria-label="specified" />,
} as const;

export function NoteHeader({ note }: { note: entities.Note }) {
  return (
    <header className="kumo-note-header">
      <Link className="kumo-note-name" to={profilePath(note.user)}>
        <Mfm
          text={note.user.name || note.user.username}
          plain
          nowrap
          author={note.user}
          emojiUrls={note.user.emojis}
        />
      </Link>
      <span className="kumo-note-acct">@{acctOf(note.user)}</span>
      <span className="kumo-note-meta">
        {note.visibility !== 'public' && VISIBILITY_ICON[note.visibility]}
        {note.localOnly && <IconWorldOff size={14} aria-label="local only" />}
        <Link to={`/notes/${note.id}`} className="kumo-note-time">
          <RelativeTime date={note.createdAt} />
        </Link>
      </span>
    </header>
  );
}
