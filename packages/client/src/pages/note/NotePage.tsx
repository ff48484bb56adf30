import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { NoteView } from '../../note/index.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../list/index.ts';
import { CONVERSATION_PAGE, conversationView } from './conversation.ts';
import './note-page.css';

/** The notes this one replies to, oldest first, with "show more" for long chains. */
function Conversation({ note, token }: { note: entities.Note; token: string | null }) {
  const query = useInfiniteQuery({
    queryKey: ['note-conversation', note.id, token],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api('notes/conversation', { noteId: note.id, limit: CONVERSATION_PAGE, offset: pageParam }, token),
    getNextPageParam: (last: entities.Note[], all) =>
      last.length === CONVERSATION_PAGE ? all.length * CONVERSATION_PAGE : undefined,
  });
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
        <NoteView key={n.id} note={n} />
      ))}
    </section>
  );
}

/** /notes/{noteId} and /secure/notes/{id}: the conversation above, the note itself, then its replies. */
export default function NotePage({ params }: PageProps) {
  const noteId = params.noteId ?? params.id ?? '';
  const { account } = useMe();
  const token = account?.token ?? null;
  const note = useQuery({
    queryKey: ['note', noteId, account?.id],
    queryFn: () => api('notes/show', { noteId }, token),
  });
  const replies = useQuery({
    queryKey: ['note-children', noteId, account?.id],
    queryFn: () => api('notes/children', { noteId, limit: 30 }, token),
    enabled: note.isSuccess,
  });
  return (
    <>
      <PageHeader title={t('note')} />
      {note.isPending && <LoadingView />}
      {note.isError && (
        <div className="kumo-empty" role="alert">
          <h2>{t('notFound')}</h2>
          <p>{describeError(note.error)}</p>
        </div>
      )}
      {note.data?.replyId && <Conversation note={note.data} token={token} />}
      {note.data && (
        <div className="kumo-note-focus" data-testid="note-focus">
          <NoteView note={note.data} />
        </div>
      )}
      {replies.data && replies.data.length > 0 && (
        <section className="kumo-note-replies" aria-label={t('notePageReplies')}>
          {replies.data.map((r) => (
            <NoteView key={r.id} note={r} />
          ))}
        </section>
      )}
    </>
  );
}
