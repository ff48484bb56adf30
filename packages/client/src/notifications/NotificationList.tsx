import { describeError } from '../api/describe-error.ts';
import { t } from '../i18n/index.ts';
import { LoadingView } from '../ui/LoadingView.tsx';
import { LoadMore } from './LoadMore.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import type { FilterableType, NotificationTab } from './notification-filter.ts';
import { useNotifications } from './use-notifications.ts';

interface NotificationListProps {
  tab: Exclude<NotificationTab, 'direct'>;
  hidden: readonly FilterableType[];
}

/** The notifications of a tab, newest first, loading older ones at the end, new ones arriving live. */
export function NotificationList({ tab, hidden }: NotificationListProps) {
  const { query, notifications } = useNotifications(tab, hidden);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <LoadingView />;
  if (query.isError)
    return (
      <div className="kumo-empty" role="alert">
        <p>{describeError(query.error)}</p>
        <button type="button" className="kumo-button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (notifications.length === 0) return <p className="kumo-empty">{t('notificationsEmpty')}</p>;
  return (
    <div className="kumo-notifications" aria-busy={isFetchingNextPage}>
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        endText="noMoreNotifications"
      />
    </div>
  );
}
