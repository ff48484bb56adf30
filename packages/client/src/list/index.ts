// The one paginated list and the core every list draws with (states, virtual items, its end), and
// the views of a query that loads or fails.
export { PagedList, type PagedListProps } from './PagedList.tsx';
export { ListCore, type ListCoreProps, type PagedQuery, type WholeQuery } from './ListCore.tsx';
export { ListEnd, type ListEndProps } from './ListEnd.tsx';
export { QueryErrorView } from './QueryErrorView.tsx';
export { QueryView } from './QueryView.tsx';
export { EntityRow } from './EntityRow.tsx';
export { ActionLink } from './ActionLink.tsx';
export { NotFoundView } from './NotFoundView.tsx';
export { EmptyView } from './EmptyView.tsx';
