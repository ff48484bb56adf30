import { safeImageSrc } from '@/emoji/index.ts';
import {
  excerptNote,
  excerptText,
  notificationLink,
  notificationSentence,
  pushSentences,
} from './notification-text.ts';
import { notifierOf, type KumoNotification } from './notification-types.ts';
import { currentPushSubscription } from './push-subscription.ts';

/** The message the service worker (public/sw.js) turns into a system notification. */
export interface ServiceWorkerNotification {
  type: 'notification';
  title: string;
  body: string;
  icon: string | null;
  url: string;
  tag: string;
}

/** Longest body Kumo puts in a system notification; systems cut far shorter anyway. */
export const BROWSER_NOTIFICATION_BODY_MAX = 200;
/** How long to wait for an active service worker before giving up on a system notification. */
const SW_READY_TIMEOUT_MS = 3000;

/** A system notification is used only while the tab is hidden and the user allowed them. */
export function shouldUseBrowserNotification(
  visibility: DocumentVisibilityState,
  permission: NotificationPermission | undefined,
): boolean {
  return visibility === 'hidden' && permission === 'granted';
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The system notification for a Kumo notification: sentence as title, excerpt as body, avatar as icon. */
export function browserNotificationPayload(n: KumoNotification): ServiceWorkerNotification {
  const body = n.type === 'app' ? n.body : excerptText(excerptNote(n));
  const iconUrl = n.type === 'app' ? n.icon : notifierOf(n)?.avatarUrl;
  return {
    type: 'notification',
    title: notificationSentence(n),
    body: shorten(body, BROWSER_NOTIFICATION_BODY_MAX),
    icon: iconUrl ? safeImageSrc(iconUrl) : null,
    url: notificationLink(n),
    tag: `kumo-notification-${n.id}`,
  };
}

function serviceWorkerReady(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SW_READY_TIMEOUT_MS)),
  ]);
}

/**
 * Spec P1 §4: while the tab is hidden and notifications are allowed, hands the notification to the
 * active service worker, which shows it. Resolves to whether it was handed over; never throws.
 */
export async function postBrowserNotification(n: KumoNotification): Promise<boolean> {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return false;
  // a visible page shows its own pop-up (and asking the permission is not free)
  if (document.visibilityState !== 'hidden') return false;
  if (!shouldUseBrowserNotification(document.visibilityState, Notification.permission)) return false;
  // with push on, the server's push shows it (once, also with no tab open)
  if (await currentPushSubscription()) return false;
  try {
    const registration = await serviceWorkerReady();
    const worker = registration?.active;
    if (!worker) return false;
    worker.postMessage(browserNotificationPayload(n));
    return true;
  } catch {
    return false;
  }
}

/** The worker controlling this page, once one does (null when none does within 30 s). */
function whenControlled(): Promise<ServiceWorker | null> {
  const now = navigator.serviceWorker.controller;
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 30_000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(navigator.serviceWorker.controller);
      },
      { once: true },
    );
  });
}

/** The built client's own files (hashed, never changing): what the offline shell keeps. */
function isOwnAsset(url: string): boolean {
  try {
    const u = new URL(url);
    return u.origin === location.origin && u.pathname.startsWith('/assets/');
  } catch {
    return false;
  }
}

/**
 * Tells the worker controlling the page every file of the client this page has loaded and will load
 * (the offline shell): what loaded before the worker took over never went through it. A file asked
 * for just before it took over is reported once it has loaded, so no start-up order can leave one out.
 */
function keepLoadedFiles(): void {
  const keep = (entries: PerformanceEntryList) => {
    const urls = entries.map((e) => e.name).filter(isOwnAsset);
    if (urls.length) navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls });
  };
  keep(performance.getEntriesByType('resource'));
  if (typeof PerformanceObserver === 'function')
    new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'resource' });
}

/**
 * Spec P1 §4, §7: registers /sw.js with scope / and tells it the language. For the start-up code;
 * resolves to false where service workers are not available (or not allowed, e.g. plain http).
 */
export async function registerServiceWorker(lang: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // told at once, installing or active (it keeps them in its cache storage): the language, and the
    // wording of pushed notifications for when no tab is open
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    worker?.postMessage({ type: 'initialize', lang, sentences: pushSentences() });
    void whenControlled().then((controller) => {
      if (controller) keepLoadedFiles();
    });
    return worker != null;
  } catch {
    return false;
  }
}
