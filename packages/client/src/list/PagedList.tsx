import type { ReactElement, ReactNode, RefObject } from 'react';
import type { LocaleKey } from '@/i18n/index.ts';
import { ListCore, type PagedQuery, type WholeQuery } from './ListCore.tsx';

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
 * The one paginated list for pages: loading, empty, error-and-retry and "load more" (automatic when
 * the enableInfiniteScroll setting is on) around items read page by page; all of it is the list core's.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  return <ListCore {...props} />;
}
