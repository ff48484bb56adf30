import { useEffect, useRef, type RefObject } from 'react';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { LoadingView } from '@/ui/index.ts';

export interface ListEndProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => unknown;
  /** Said when everything is loaded; nothing is said when absent. */
  endText?: LocaleKey;
  /** The box that scrolls, when it is not the window (for the auto-load observer). */
  scrollRef?: RefObject<HTMLElement | null>;
  /** False while the list is not ready to be read to its end (its first pass is cut short). */
  armed?: boolean;
  /** What the button says, when "Load more" is too vague (a nested list's "Show more replies"). */
  moreLabel?: LocaleKey;
}

/** How far below the viewport the end of a list starts loading the next page. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * The end of a paginated list: a spinner while the next page loads, else a "load more" button,
 * which loads by itself on coming into view when the enableInfiniteScroll setting is on.
 */
export function ListEnd({
  hasMore,
  loading,
  onLoadMore,
  endText,
  scrollRef,
  armed = true,
  moreLabel = 'loadMore',
}: ListEndProps) {
  const infinite = useSettingValue('enableInfiniteScroll');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || !infinite || !armed || typeof IntersectionObserver === 'undefined')
      return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load.current(),
      {
        root: scrollRef?.current ?? null,
        rootMargin: PRELOAD_MARGIN,
      },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, infinite, armed, scrollRef]);
  if (!hasMore && !loading && !endText) return null;
  return (
    <div ref={sentinel} className="kumo-timeline-end">
      {loading ? (
        <LoadingView />
      ) : hasMore ? (
        <button type="button" className="kumo-button" onClick={() => void onLoadMore()}>
          {t(moreLabel)}
        </button>
      ) : (
        <span>{t(endText!)}</span>
      )}
    </div>
  );
}
