import {
  SERVER_NOTIFICATION_TYPES,
  type KumoNotification,
  type ServerNotificationType,
} from './notification-types.ts';

/** The notifications page's tabs. */
export const NOTIFICATION_TABS = ['all', 'mentions', 'direct'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/**
 * The types a server accepts in includeTypes / excludeTypes (misskey-js `notificationTypes`, the
 * spec's types first); the type filter of the "all" tab offers these.
 */
export const FILTERABLE_TYPES = Object.keys(SERVER_NOTIFICATION_TYPES) as ServerNotificationType[];
export type FilterableType = ServerNotificationType;

const MENTION_TYPES: FilterableType[] = ['mention', 'reply'];

export type ListRequest =
  | {
      kind: 'notifications';
      params: { includeTypes?: FilterableType[]; excludeTypes?: FilterableType[] };
    }
  | { kind: 'direct'; params: { visibility: 'specified' } };

/**
 * What a tab fetches: all notifications (minus the hidden types) or mentions and replies from
 * `i/notifications`; direct notes from `notes/mentions` with visibility specified.
 */
export function listRequest(tab: NotificationTab, hidden: readonly FilterableType[] = []): ListRequest {
  switch (tab) {
    case 'mentions':
      return { kind: 'notifications', params: { includeTypes: [...MENTION_TYPES] } };
    case 'direct':
      return { kind: 'direct', params: { visibility: 'specified' } };
    default:
      return { kind: 'notifications', params: hidden.length ? { excludeTypes: [...hidden] } : {} };
  }
}

/** Whether a notification that arrives live belongs in the list a tab shows. */
export function matchesTab(
  n: Pick<KumoNotification, 'type'>,
  tab: NotificationTab,
  hidden: readonly FilterableType[] = [],
): boolean {
  if (tab === 'direct') return false;
  if (tab === 'mentions') return (MENTION_TYPES as string[]).includes(n.type);
  return !(hidden as readonly string[]).includes(n.type);
}

/** Shows or hides one type in the "all" tab's filter; the list stays in FILTERABLE_TYPES order. */
export function setTypeShown(
  hidden: readonly FilterableType[],
  type: FilterableType,
  shown: boolean,
): FilterableType[] {
  const next = new Set(hidden);
  if (shown) next.delete(type);
  else next.add(type);
  return FILTERABLE_TYPES.filter((t) => next.has(t));
}
