import { useEffect, useRef } from 'react';
import { t, type LocaleKey } from '../i18n/index.ts';
import { LoadingView } from '../ui/LoadingView.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  endText: LocaleKey;
}

/** The end of a paginated list: loads the next page when it scrolls near, or on its button. */
export function LoadMore({ hasMore, loading, onLoadMore, endText }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load.current(),
      {
        rootMargin: '600px 0px',
      },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={sentinel} className="kumo-timeline-end">
      {loading ? (
        <LoadingView />
      ) : hasMore ? (
        <button type="button" className="kumo-button" onClick={onLoadMore}>
          {t('loadMore')}
        </button>
      ) : (
        <span>{t(endText)}</span>
      )}
    </div>
  );
}
