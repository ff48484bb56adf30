/**
 * Web Push (issue 15): the instance's VAPID keys (made on first start, kept in the data folder),
 * the push subscriptions of sw/register, and the delivery of each new notification to them, as a
 * Misskey server sends it: `{ type, body, userId, dateTime }`, encrypted by `web-push` and sent
 * through safe-fetch (a subscription's endpoint is an address a user gave: private networks are
 * refused as for link previews). An endpoint the push service says is gone (404, 410) is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { enqueue } from './job-queue.ts';
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import { all, one, run } from '../db/statement.ts';
import { resolveMainBody } from '../stream/events.ts';
import { safeFetch } from './safe-fetch.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_FILE = 'vapid.json';

/** The instance's keys: read from the data folder, or made (and kept there when there is one). */
export function loadVapidKeys(dataDir: string | null): VapidKeys {
  const file = dataDir ? path.join(dataDir, KEY_FILE) : null;
  if (file && fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const made = webpush.generateVAPIDKeys();
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  }
  return made;
}

export interface SwSubscriptionRow {
  id: string;
  createdAt: number;
  userId: string;
  endpoint: string;
  auth: string;
  publickey: string;
  sendReadMessage: number;
}

export function findSubscription(
  inst: Instance,
  userId: string,
  endpoint: string,
): SwSubscriptionRow | undefined {
  return one<SwSubscriptionRow>(
    inst.db,
    'SELECT * FROM sw_subscriptions WHERE userId = ? AND endpoint = ? ORDER BY id LIMIT 1',
    userId,
    endpoint,
  );
}

/** sw/register: the subscription, and whether it was there already (same endpoint and keys). */
export function subscribe(
  inst: Instance,
  userId: string,
  sub: { endpoint: string; auth: string; publickey: string; sendReadMessage: boolean },
): { row: SwSubscriptionRow; existed: boolean } {
  const existing = one<SwSubscriptionRow>(
    inst.db,
    'SELECT * FROM sw_subscriptions WHERE userId = ? AND endpoint = ? AND auth = ? AND publickey = ?',
    userId,
    sub.endpoint,
    sub.auth,
    sub.publickey,
  );
  if (existing) return { row: existing, existed: true };
  const createdAt = Date.now();
  const row: SwSubscriptionRow = {
    id: genId(createdAt),
    createdAt,
    userId,
    endpoint: sub.endpoint,
    auth: sub.auth,
    publickey: sub.publickey,
    sendReadMessage: sub.sendReadMessage ? 1 : 0,
  };
  run(
    inst.db,
    `INSERT INTO sw_subscriptions (id, createdAt, userId, endpoint, auth, publickey, sendReadMessage)
     VALUES (@id, @createdAt, @userId, @endpoint, @auth, @publickey, @sendReadMessage)`,
    row,
  );
  return { row, existed: false };
}

/** sw/unregister: the endpoint's subscriptions (only the caller's when signed in). */
export function unsubscribe(inst: Instance, endpoint: string, userId: string | null): void {
  if (userId)
    run(inst.db, 'DELETE FROM sw_subscriptions WHERE endpoint = ? AND userId = ?', endpoint, userId);
  else run(inst.db, 'DELETE FROM sw_subscriptions WHERE endpoint = ?', endpoint);
}

export function setSendReadMessage(inst: Instance, id: string, on: boolean): void {
  run(inst.db, 'UPDATE sw_subscriptions SET sendReadMessage = ? WHERE id = ?', on ? 1 : 0, id);
}

/** How long a push service may take to take a message. */
const PUSH_TIMEOUT_MS = 10_000;

async function sendOne(
  inst: Instance,
  server: string,
  row: SwSubscriptionRow,
  payload: string,
): Promise<void> {
  const request = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { auth: row.auth, p256dh: row.publickey } },
    payload,
    {
      vapidDetails: {
        subject: server.startsWith('https:') ? server : 'mailto:webmaster@kumo.invalid',
        publicKey: inst.vapid.publicKey,
        privateKey: inst.vapid.privateKey,
      },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  const answer = await safeFetch(new URL(request.endpoint), {
    method: 'POST',
    headers,
    body: request.body ?? undefined,
    allowedPrivateNetworks: inst.options.allowedPrivateNetworks,
    timeoutMs: PUSH_TIMEOUT_MS,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
  });
  if (answer.status === 404 || answer.status === 410)
    run(inst.db, 'DELETE FROM sw_subscriptions WHERE id = ?', row.id);
}

/** Sends a push message to a user's subscriptions (`readOnly`: only those that asked for read messages). */
export function pushTo(
  inst: Instance,
  server: string,
  userId: string,
  type: string,
  body: unknown,
  readOnly = false,
) {
  const rows = all<SwSubscriptionRow>(
    inst.db,
    `SELECT * FROM sw_subscriptions WHERE userId = ?${readOnly ? ' AND sendReadMessage = 1' : ''}`,
    userId,
  );
  if (rows.length === 0) return;
  const payload = JSON.stringify({ type, body, userId, dateTime: Date.now() });
  for (const row of rows) {
    // a push service that cannot be reached loses this message only
    enqueue(inst, 'deliver', { name: 'webPushNotification', data: { userId, type } }, () =>
      sendOne(inst, server, row, payload),
    );
  }
}

/** Pushes every new notification and unread chat message (and, to those who asked, "all read") to the user's browsers. */
export function startPushDelivery(inst: Instance, server: string): void {
  inst.events.on('main', (userId, type, body) => {
    try {
      if (type === 'notification')
        pushTo(inst, server, userId, 'notification', resolveMainBody(body, server));
      else if (type === 'newChatMessage')
        pushTo(inst, server, userId, 'newChatMessage', resolveMainBody(body, server));
      else if (type === 'readAllNotifications')
        pushTo(inst, server, userId, 'readAllNotifications', {}, true);
    } catch {
      // a push never disturbs the event that caused it
    }
  });
}
