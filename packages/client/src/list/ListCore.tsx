import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode, RefObject } from 'react';
import type { LocaleKey } from '@/i18n/index.ts';
import { LoadingView, useScrollRoot } from '@/ui/index.ts';
import { EmptyView } from './EmptyView.tsx';
import { ListEnd } from './ListEnd.tsx';
import { QueryErrorView } from './QueryErrorView.tsx';
import { isVirtualized } from './virtual-items.ts';
import { VirtualItems } from './VirtualItems.tsx';

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<T[], unknown>, unknown>;
/** A list the server answers whole (antennas, lists: a few items, no pages). */
export type WholeQuery<T> = UseQueryResult<T[], unknown>;

function isPaged<T>(query: PagedQuery<T> | WholeQuery<T>): query is PagedQuery<T> {
  return 'fetchNextPage' in query;
}

export interface ListCoreProps<T> {
  /** A paged query from a resource module, or a query of a whole list. */
  query: PagedQuery<T> | WholeQuery<T>;
  /** What is drawn, when it is not all that was loaded (a timeline leaves muted notes out). */
  items?: T[];
  /** What an empty list says: a text (drawn with the info picture) or an element of its own. */
  empty: ReactNode;
  /** Renders one item (with its key). */
  renderItem?: (item: T, index: number) => ReactElement;
  /** Renders the items in a container of its own (a grid, a table), instead of renderItem. */
  children?: (items: T[]) => ReactNode;
  /** Only the items near the viewport are drawn: always (true) or from this many items on. */
  virtualize?: boolean | number;
  /** An item's height before it is measured, in a virtualised list. */
  itemSize?: number;
  /** The box that scrolls, when it is neither the window nor the page's scroll root. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Said at the end, when everything is loaded. */
  endText?: LocaleKey;
  /** Turns a failed load into a message of its own (a server's refusal); null keeps the one error view. */
  errorMessage?: (error: unknown) => ReactNode | null;
  /** Class of the element around the items. */
  className?: string;
  /** What the "load more" button says. */
  moreLabel?: LocaleKey;
  /** False: the next page loads only on the button, even with enableInfiniteScroll on. */
  autoLoad?: boolean;
  /**
   * An element of the list's own around what it draws once loaded (the timeline's box with its
   * new-notes bar); the empty view is drawn inside it too. Without one an empty list is its empty view alone.
   */
  frame?: (list: ReactNode) => ReactElement;
  /** The end (load more, or the end text) above the items: a conversation read oldest at the top. */
  endAtTop?: boolean;
}

/**
 * The core of every list (PagedList, Timeline, NotificationList): loading, a failure through the one
 * error view, empty, the items (virtualised when asked, with a size guess and the one buffer rule;
 * busy while the next page loads) and the end of a paged list ("load more", automatic with
 * enableInfiniteScroll).
 */
export function ListCore<T>({
  query,
  items: drawn,
  empty,
  renderItem,
  children,
  virtualize,
  itemSize,
  scrollRef: ownScrollRef,
  endText,
  errorMessage,
  className,
  moreLabel,
  autoLoad = true,
  frame,
  endAtTop = false,
}: ListCoreProps<T>) {
  const scrollRef = useScrollRoot(ownScrollRef);
  if (query.isPending) return <LoadingView />;
  if (query.isError) {
    const own = errorMessage?.(query.error);
    if (own) return <div className="kumo-empty">{own}</div>;
    return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  }
  const paged = isPaged(query) ? query : null;
  const pages = paged ? paged.data!.pages : [query.data as T[]];
  const items = drawn ?? (paged ? pages.flat() : pages[0]!);
  const emptyView = typeof empty === 'string' ? <EmptyView text={empty} /> : empty;
  if (items.length === 0 && !frame) return emptyView;
  const render = renderItem ?? (() => <></>);
  const end = paged && pages.some((p) => p.length > 0) && (
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
  const list = (
    <>
      {endAtTop && end}
      {items.length === 0 ? (
        emptyView
      ) : children ? (
        children(items)
      ) : (
        <div className={className} aria-busy={paged?.isFetchingNextPage || undefined}>
          {isVirtualized(virtualize, items.length) ? (
            <VirtualItems items={items} renderItem={render} scrollRef={scrollRef} itemSize={itemSize} />
          ) : (
            items.map(render)
          )}
        </div>
      )}
      {!endAtTop && end}
    </>
  );
  return frame ? frame(list) : list;
}
