import { useEffect, useRef } from 'react';
import { QueryErrorView } from '../ui/QueryErrorView.tsx';
import { t } from '../i18n/index.ts';
import { NoteView } from '../note/index.ts';
import { LoadingView } from '../ui/LoadingView.tsx';
import { useTimeline, type TimelineSpec } from './use-timeline.ts';

/** A list of notes that loads older ones when its end scrolls into view. */
export function Timeline(spec: TimelineSpec) {
  const { query, notes } = useTimeline(spec);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (notes.length === 0) return <p className="kumo-empty">{t('timelineEmpty')}</p>;
  return (
    <div className="kumo-timeline" aria-busy={isFetchingNextPage}>
      {notes.map((note) => (
        <NoteView key={note.id} note={note} />
      ))}
      <div ref={sentinel} className="kumo-timeline-end">
        {isFetchingNextPage ? (
          <LoadingView />
        ) : hasNextPage ? (
          <button type="button" className="kumo-button" onClick={() => void fetchNextPage()}>
            {t('loadMore')}
          </button>
        ) : (
          <span>{t('noMoreNotes')}</span>
        )}
      </div>
    </div>
  );
}
