/**
 * The browser's side of push notifications (issue 15): the push subscription of this device's
 * service worker, made with the server's VAPID key (meta's swPublickey) after permission is granted.
 * The server is told of it through the data layer (queries/push.ts).
 */

/** What sw/register takes from a subscription. */
export interface PushKeys {
  endpoint: string;
  auth: string;
  publickey: string;
}

export function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined'
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's push subscription, or null. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  try {
    return (await (await registration())?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** `applicationServerKey` from the base64url text the server gives. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The keys of a subscription, as sw/register takes them. */
export function pushKeysOf(sub: PushSubscription): PushKeys {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, auth: json.keys?.auth ?? '', publickey: json.keys?.p256dh ?? '' };
}

/**
 * Subscribes this device (asking for permission first when needed). Null when permission is not
 * given; throws when the browser's push service refuses.
 */
export async function subscribePush(serverKey: string): Promise<PushKeys | null> {
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return null;
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(serverKey) }));
  return pushKeysOf(sub);
}

/** Ends this device's subscription; its endpoint (for sw/unregister), or null when there was none. */
export async function unsubscribePush(): Promise<string | null> {
  const sub = await currentPushSubscription();
  if (!sub) return null;
  await sub.unsubscribe().catch(() => false);
  return sub.endpoint;
}
