import { t } from '@/i18n/index.ts';
import { EmptyView, QueryErrorView, ListEnd } from '@/list/index.ts';
import { Virtualizer, WindowVirtualizer } from 'virtua';
import { LoadingView, useScrollRoot } from '@/ui/index.ts';
import { NotificationItem } from './NotificationItem.tsx';
import type { FilterableType, NotificationTab } from './notification-filter.ts';
import type { KumoNotification } from './notification-types.ts';
import { useNotifications } from './use-notifications.ts';

interface NotificationListProps {
  tab: Exclude<NotificationTab, 'direct'>;
  hidden: readonly FilterableType[];
}

/** Drawn beyond what shows, in px (only the notifications near the view are in the page). */
const BUFFER_PX = 400;
/** Shorter lists are drawn whole: measuring each item would cost more than it saves. */
const VIRTUALIZE_FROM = 40;

const renderItem = (n: KumoNotification) => <NotificationItem key={n.id} notification={n} />;

/**
 * The notifications of a tab, newest first, loading older ones at the end, new ones arriving live;
 * a long one is virtualised, so a list fed for hours by a busy stream keeps only what shows drawn.
 */
export function NotificationList({ tab, hidden }: NotificationListProps) {
  // what arrives is drawn on the page's stream clock (ui/stream-draw.ts), not in the stream's handler
  const { query, notifications } = useNotifications(tab, hidden);
  const scrollRef = useScrollRoot();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (notifications.length === 0) return <EmptyView text={t('notificationsEmpty')} />;
  return (
    <div className="kumo-notifications" aria-busy={isFetchingNextPage}>
      {notifications.length < VIRTUALIZE_FROM ? (
        notifications.map(renderItem)
      ) : scrollRef ? (
        <Virtualizer data={notifications} scrollRef={scrollRef} bufferSize={BUFFER_PX}>
          {renderItem}
        </Virtualizer>
      ) : (
        <WindowVirtualizer data={notifications} bufferSize={BUFFER_PX}>
          {renderItem}
        </WindowVirtualizer>
      )}
      <ListEnd
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        endText="noMoreNotifications"
        scrollRef={scrollRef}
      />
    </div>
  );
}
