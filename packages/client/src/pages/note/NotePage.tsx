import type { entities } from 'misskey-js';
import { lang, t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useConversation, useNote, useNoteChildren } from '@/queries/index.ts';
import { conversationView } from './conversation.ts';
import './note-page.css';

/** The notes this one replies to, oldest first, with "show more" for long chains. */
function Conversation({ note }: { note: entities.Note }) {
  const query = useConversation(note.id);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const { notes, hasMore } = conversationView(query.data.pages);
  return (
    <section className="kumo-conversation" aria-label={t('notePageConversation')}>
      {hasMore && (
        <div className="kumo-timeline-end">
          <button
            type="button"
            className="kumo-button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('notePageShowMoreConversation')}
          </button>
        </div>
      )}
      {notes.map((n) => (
        <NoteView key={n.id} note={n} replyContext={false} />
      ))}
    </section>
  );
}

/** /notes/{noteId} and /secure/notes/{id}: the conversation above, the note itself, then its replies. */
export default function NotePage({ params }: PageProps) {
  const noteId = params.noteId ?? params.id ?? '';
  const note = useNote(noteId);
  const replies = useNoteChildren(noteId, { enabled: note.isSuccess });
  return (
    <>
      <PageHeader
        title={t('note')}
        user={note.data?.user}
        subtitle={
          note.data &&
          new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(note.data.createdAt),
          )
        }
      />
      {note.isPending && <LoadingView />}
      {note.isError && <QueryErrorView error={note.error} onRetry={() => void note.refetch()} />}
      {note.data?.replyId && <Conversation note={note.data} />}
      {note.data && (
        <div className="kumo-note-focus" data-testid="note-focus">
          <NoteView note={note.data} replyContext={false} />
        </div>
      )}
      {replies.data && replies.data.length > 0 && (
        <section className="kumo-note-replies" aria-label={t('notePageReplies')}>
          {replies.data.map((r) => (
            <NoteView key={r.id} note={r} replyContext={false} />
          ))}
        </section>
      )}
    </>
  );
}
