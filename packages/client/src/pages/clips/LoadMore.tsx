import { t } from '../../i18n/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The end of a paged list: a spinner while the next page loads, else a button for it. */
export function LoadMore({ query }: { query: Pages }) {
  if (query.isFetchingNextPage) return <LoadingView />;
  if (!query.hasNextPage) return null;
  return (
    <div className="kumo-timeline-end">
      <button type="button" className="kumo-button" onClick={() => void query.fetchNextPage()}>
        {t('loadMore')}
      </button>
    </div>
  );
}
