import { ListCore, type ListCoreProps } from './ListCore.tsx';

/**
 * What a page's list is given: the core's props but those the core's own lists use (the drawn subset,
 * the size guess, the frame).
 */
export type PagedListProps<T> = Omit<ListCoreProps<T>, 'items' | 'itemSize' | 'frame'>;

/**
 * The one paginated list for pages: loading, empty, error-and-retry and "load more" (automatic when
 * the enableInfiniteScroll setting is on) around items read page by page; all of it is the list core's.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  return <ListCore {...props} />;
}
