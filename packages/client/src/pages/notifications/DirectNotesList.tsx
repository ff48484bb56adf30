import { QueryErrorView, ListEnd } from '@/list/index.ts';
import { useDirectNotesFeed } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import { useTimeline } from '@/timeline/index.ts';
import { LoadingView } from '@/ui/index.ts';

/** The "direct" tab: notes addressed to the user (notes/mentions with visibility specified). */
export function DirectNotesList() {
  const { query, notes } = useTimeline(useDirectNotesFeed());
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (notes.length === 0) return <p className="kumo-empty">{t('notificationsDirectEmpty')}</p>;
  return (
    <div className="kumo-timeline" aria-busy={query.isFetchingNextPage}>
      {notes.map((note) => (
        <NoteView key={note.id} note={note} />
      ))}
      <ListEnd
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        endText="noMoreNotes"
      />
    </div>
  );
}
