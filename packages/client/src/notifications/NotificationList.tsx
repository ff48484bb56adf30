import { t } from '@/i18n/index.ts';
import { ListCore } from '@/list/index.ts';
import { NotificationItem } from './NotificationItem.tsx';
import type { FilterableType, NotificationTab } from './notification-filter.ts';
import type { KumoNotification } from './notification-types.ts';
import { useNotifications } from './use-notifications.ts';

interface NotificationListProps {
  tab: Exclude<NotificationTab, 'direct'>;
  hidden: readonly FilterableType[];
}

/** Shorter lists are drawn whole: measuring each item would cost more than it saves. */
const VIRTUALIZE_FROM = 40;
/** A notification's height before it is measured: its sentence over a line of excerpt, as measured (a reply's note is taller). */
const NOTIFICATION_SIZE_GUESS_PX = 90;

const renderItem = (n: KumoNotification) => <NotificationItem key={n.id} notification={n} />;

/**
 * The notifications of a tab, newest first, loading older ones at the end, new ones arriving live
 * (and marked read, see useNotifications); a long one is virtualised, so a list fed for hours by a
 * busy stream keeps only what shows drawn.
 */
export function NotificationList({ tab, hidden }: NotificationListProps) {
  // what arrives is drawn on the page's stream clock (ui/stream-draw.ts), not in the stream's handler
  const { query, notifications } = useNotifications(tab, hidden);
  return (
    <ListCore
      query={query}
      items={notifications}
      empty={t('notificationsEmpty')}
      renderItem={renderItem}
      virtualize={VIRTUALIZE_FROM}
      itemSize={NOTIFICATION_SIZE_GUESS_PX}
      endText="noMoreNotifications"
      className="kumo-notifications"
    />
  );
}
