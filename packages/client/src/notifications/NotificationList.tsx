import { t } from '@/i18n/index.ts';
import { QueryErrorView, ListEnd } from '@/list/index.ts';
import { LoadingView } from '@/ui/index.ts';
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
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (notifications.length === 0) return <p className="kumo-empty">{t('notificationsEmpty')}</p>;
  return (
    <div className="kumo-notifications" aria-busy={isFetchingNextPage}>
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
      <ListEnd
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        endText="noMoreNotifications"
      />
    </div>
  );
}
