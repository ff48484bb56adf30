import { prependItems } from '@/timeline/index.ts';
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
