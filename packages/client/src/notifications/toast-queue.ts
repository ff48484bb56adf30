import { claimZIndex, createStore } from '@/ui/index.ts';
import type { KumoNotification } from './notification-types.ts';

/** Kumo's choice: a notification pop-up stays this long (a little longer than a plain toast's 4 s). */
export const NOTIFICATION_TOAST_MS = 6000;
/** At most this many pop-ups at once; a new one pushes the oldest out. */
export const NOTIFICATION_TOAST_MAX = 4;

export interface NotificationToast {
  key: number;
  notification: KumoNotification;
  zIndex: number;
}

const toasts = createStore<readonly NotificationToast[]>([]);
let nextKey = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a notification pop-up, newest first; the same notification is never shown twice at once. */
export function pushNotificationToast(notification: KumoNotification): void {
  if (toasts.get().some((t) => t.notification.id === notification.id)) return;
  const key = nextKey++;
  const next = [{ key, notification, zIndex: claimZIndex('high') }, ...toasts.get()];
  for (const dropped of next.slice(NOTIFICATION_TOAST_MAX)) clearTimer(dropped.key);
  timers.set(
    key,
    setTimeout(() => dismissNotificationToast(key), NOTIFICATION_TOAST_MS),
  );
  toasts.set(next.slice(0, NOTIFICATION_TOAST_MAX));
}

function clearTimer(key: number): void {
  const timer = timers.get(key);
  if (timer) clearTimeout(timer);
  timers.delete(key);
}

export function dismissNotificationToast(key: number): void {
  clearTimer(key);
  toasts.set((list) => (list.some((t) => t.key === key) ? list.filter((t) => t.key !== key) : list));
}

export const subscribeNotificationToasts = toasts.subscribe;

/** The pop-ups shown, newest first. */
export const getNotificationToasts = toasts.get;

/** Drops every pop-up (the notifications page was opened; tests). */
export function clearNotificationToasts(): void {
  for (const key of timers.keys()) clearTimer(key);
  toasts.set([]);
}
