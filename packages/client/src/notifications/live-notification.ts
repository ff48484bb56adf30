import { prependItems, trimToNewest } from '@/timeline/index.ts';
import { matchesTab, type FilterableType, type NotificationTab } from './notification-filter.ts';
import type { KumoNotification } from './notification-types.ts';

/** Whether a main-channel `notification` body looks like a notification at all. */
export function isNotification(body: unknown): body is KumoNotification {
  if (!body || typeof body !== 'object') return false;
  const b = body as { id?: unknown; type?: unknown; createdAt?: unknown };
  return typeof b.id === 'string' && typeof b.type === 'string' && typeof b.createdAt === 'string';
}

/**
 * The pages of a tab's list after a live notification: put at the head when the tab shows its type,
 * and never twice (the same id can come from the stream and from a fetch).
 */
export function withLiveNotification(
  pages: KumoNotification[][],
  n: KumoNotification,
  tab: NotificationTab,
  hidden: readonly FilterableType[],
): KumoNotification[][] {
  return matchesTab(n, tab, hidden) ? prependItems(pages, [n]) : pages;
}

/**
 * A list fed live for hours keeps at most this many notifications: beyond it the oldest are let go
 * (they load again on scrolling), so a busy account's list does not grow without end.
 */
export const LIVE_NOTIFICATIONS_KEPT = 200;

/** The list's pages and page cursors after a live notification, the oldest let go past the limit. */
export function withLiveNotificationKept<P>(
  data: { pages: KumoNotification[][]; pageParams: P[] },
  n: KumoNotification,
  tab: NotificationTab,
  hidden: readonly FilterableType[],
): { pages: KumoNotification[][]; pageParams: P[] } {
  const pages = withLiveNotification(data.pages, n, tab, hidden);
  if (pages === data.pages) return data;
  const kept = trimToNewest(pages, LIVE_NOTIFICATIONS_KEPT);
  // let go of the older pages: the next page is asked for after the last one kept
  return kept === pages ? { ...data, pages } : { pages: kept, pageParams: [data.pageParams[0]!] };
}
