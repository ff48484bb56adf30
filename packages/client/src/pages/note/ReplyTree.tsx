import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { NoteView } from '@/note/index.ts';
import { useNoteChildren } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { repliesPageSize, underReply } from './reply-tree.ts';

/**
 * The replies and quotes of a note, oldest first, as nested lists: each reply with its own replies
 * under it, down to the tree's depth (`reply-tree.ts`), and "Show more replies" at every level.
 */
export function ReplyTree({
  noteId,
  level = 1,
  empty = null,
}: {
  noteId: string;
  level?: number;
  empty?: ReactNode;
}) {
  const replies = useNoteChildren(noteId, { pageSize: repliesPageSize(level) });
  return (
    <PagedList
      query={replies}
      empty={empty}
      moreLabel="notePageShowMoreReplies"
      // only the direct replies follow enableInfiniteScroll: a nested level passed while scrolling would read itself whole
      autoLoad={level === 1}
    >
      {(notes) => (
        <ul className="kumo-reply-tree" data-level={level}>
          {notes.map((n) => (
            <ReplyItem key={n.id} note={n} level={level} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** One reply in the tree, and what is under it: its replies, or a link on to its page. */
function ReplyItem({ note, level }: { note: entities.Note; level: number }) {
  const under = underReply(note, level);
  return (
    <li className="kumo-reply">
      <NoteView note={note} replyContext={false} />
      {under === 'replies' && (
        <div className="kumo-reply-children">
          <ReplyTree noteId={note.id} level={level + 1} />
        </div>
      )}
      {under === 'continue' && (
        <Link to={`/notes/${note.id}`} className="kumo-reply-continue">
          {t('notePageContinueThread')}
        </Link>
      )}
    </li>
  );
}
