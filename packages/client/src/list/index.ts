// The one paginated list, its end (load more / auto-load), and the view of a failed query.
export { PagedList, type PagedListProps } from './PagedList.tsx';
export { ListEnd, type ListEndProps } from './ListEnd.tsx';
export { QueryErrorView } from './QueryErrorView.tsx';
