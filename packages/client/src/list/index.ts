// The one paginated list, its end (load more / auto-load), and the views of a query that loads or fails.
export { PagedList, type PagedListProps } from './PagedList.tsx';
export { ListEnd, type ListEndProps } from './ListEnd.tsx';
export { QueryErrorView } from './QueryErrorView.tsx';
export { QueryView } from './QueryView.tsx';
export { EntityRow } from './EntityRow.tsx';
export { ActionLink } from './ActionLink.tsx';
export { NotFoundView } from './NotFoundView.tsx';
export { EmptyView } from './EmptyView.tsx';
