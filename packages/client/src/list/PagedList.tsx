import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { WindowVirtualizer, Virtualizer } from 'virtua';
import type { LocaleKey } from '@/i18n/index.ts';
import { LoadingView, useScrollRoot } from '@/ui/index.ts';
import { ListEnd } from './ListEnd.tsx';
import { EmptyView } from './EmptyView.tsx';
import { QueryErrorView } from './QueryErrorView.tsx';

/** Extra height drawn above and below the viewport in a virtualised list. */
const BUFFER_PX = 800;

type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<T[], unknown>, unknown>;
/** A list the server answers whole (antennas, lists: a few items, no pages). */
type WholeQuery<T> = UseQueryResult<T[], unknown>;

function isPaged<T>(query: PagedQuery<T> | WholeQuery<T>): query is PagedQuery<T> {
  return 'fetchNextPage' in query;
}

export interface PagedListProps<T> {
  /** A paged query from a resource module (`usePaged`), or a query of a whole list. */
  query: PagedQuery<T> | WholeQuery<T>;
  /** What an empty list says. */
  empty: ReactNode;
  /** Renders one item (with its key); with `virtualize` only the items near the viewport are in the page. */
  renderItem?: (item: T, index: number) => ReactElement;
  /** Renders the loaded items in a container of its own (a grid, a table), instead of renderItem. */
  children?: (items: T[]) => ReactNode;
  /** For lists that can grow long: only items near the viewport are drawn. */
  virtualize?: boolean;
  /** The box that scrolls, when it is not the window. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Said at the end, when everything is loaded. */
  endText?: LocaleKey;
  /** Turns a failed load into a message of its own (a server's refusal); null keeps the generic view. */
  errorMessage?: (error: unknown) => ReactNode | null;
  /** Class of the element around the items. */
  className?: string;
  /** What the "load more" button says; "Load more" unless told. */
  moreLabel?: LocaleKey;
  /**
   * False: the next page loads only on the button, even with enableInfiniteScroll on (a list inside
   * another list, which would otherwise read itself whole as the page scrolls past it).
   */
  autoLoad?: boolean;
  /** The end (load more, or the end text) above the items: a conversation read oldest at the top. */
  endAtTop?: boolean;
}

/**
 * The one paginated list: loading, empty, error-and-retry and "load more" (automatic when the
 * enableInfiniteScroll setting is on) states, around items read page by page.
 */
export function PagedList<T>({
  query,
  empty,
  renderItem,
  children,
  virtualize,
  scrollRef: ownScrollRef,
  endText,
  errorMessage,
  className,
  moreLabel,
  autoLoad = true,
  endAtTop = false,
}: PagedListProps<T>) {
  const scrollRef = useScrollRoot(ownScrollRef);
  if (query.isPending) return <LoadingView />;
  if (query.isError) {
    const own = errorMessage?.(query.error);
    if (own) return <div className="kumo-empty">{own}</div>;
    return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  }
  const paged = isPaged(query) ? query : null;
  const items = paged ? paged.data!.pages.flat() : (query.data as T[]);
  if (items.length === 0) return typeof empty === 'string' ? <EmptyView text={empty} /> : empty;
  const render = renderItem ?? (() => <></>);
  const end = paged && (
    <ListEnd
      hasMore={paged.hasNextPage}
      loading={paged.isFetchingNextPage}
      onLoadMore={() => paged.fetchNextPage()}
      endText={endText}
      scrollRef={scrollRef}
      moreLabel={moreLabel}
      armed={autoLoad}
    />
  );
  return (
    <>
      {endAtTop && end}
      {children ? (
        children(items)
      ) : virtualize ? (
        <div className={className}>
          {scrollRef ? (
            <Virtualizer data={items} scrollRef={scrollRef} bufferSize={BUFFER_PX}>
              {render}
            </Virtualizer>
          ) : (
            <WindowVirtualizer data={items} bufferSize={BUFFER_PX}>
              {render}
            </WindowVirtualizer>
          )}
        </div>
      ) : (
        <div className={className}>{items.map(render)}</div>
      )}
      {!endAtTop && end}
    </>
  );
}
