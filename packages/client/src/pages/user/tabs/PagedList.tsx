import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/index.ts';
import { LoadingView } from '../../../ui/LoadingView.tsx';
import { QueryErrorView } from '../../../list/index.ts';

const PAGE = 20;

interface PagedListProps<T extends { id: string }> {
  queryKey: readonly unknown[];
  /** Items older than `untilId` (or the newest), `limit` at most. */
  fetch: (q: { untilId?: string; limit: number }) => Promise<T[]>;
  empty: string;
  /** Renders the loaded items (a list, a grid…). */
  children: (items: T[]) => ReactNode;
  /** Turns a failed load into a message of its own (e.g. a server refusal); null keeps the generic view. */
  errorMessage?: (error: unknown) => string | null;
}

/** A list read page by page with untilId, with loading, error, empty and "load more" states. */
export function PagedList<T extends { id: string }>({
  queryKey,
  fetch,
  empty,
  children,
  errorMessage,
}: PagedListProps<T>) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetch({ untilId: pageParam, limit: PAGE }),
    getNextPageParam: (last: T[]) => (last.length < PAGE ? undefined : last[last.length - 1]!.id),
  });
  if (query.isPending) return <LoadingView />;
  if (query.isError) {
    const own = errorMessage?.(query.error);
    if (own) return <p className="kumo-empty">{own}</p>;
    return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flat();
  if (items.length === 0) return <p className="kumo-empty">{empty}</p>;
  return (
    <>
      {children(items)}
      {query.hasNextPage && (
        <div className="kumo-timeline-end">
          <button
            type="button"
            className="kumo-button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
