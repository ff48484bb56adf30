// User webhooks (i/webhooks/*): storage, packing, and delivery of events to the hook's URL.
import type { entities } from 'misskey-js';
import { enqueue } from './job-queue.ts';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow } from '../db/rows.ts';
import { all, one, parseJson, run } from '../db/statement.ts';
import { packNote } from '../packing/note.ts';
import { resolveMainBody } from '../stream/events.ts';
import { findUserById } from './users.ts';
import { safeFetch } from './safe-fetch.ts';

/** Misskey's user webhook event types, in its order. */
export const WEBHOOK_EVENT_TYPES = [
  'mention',
  'unfollow',
  'follow',
  'followed',
  'note',
  'reply',
  'renote',
  'reaction',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookRow {
  id: string;
  userId: string;
  name: string;
  url: string;
  secret: string;
  /** JSON array of event types. */
  events: string;
  active: number;
  latestSentAt: number | null;
  latestStatus: number | null;
}

/** How long a delivery may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function packWebhook(row: WebhookRow): entities.UserWebhook {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    on: parseJson<entities.UserWebhook['on']>(row.events, []),
    url: row.url,
    secret: row.secret,
    active: row.active === 1,
    latestSentAt: row.latestSentAt != null ? new Date(row.latestSentAt).toISOString() : null,
    latestStatus: row.latestStatus,
  };
}

export function findOwnWebhook(inst: Instance, userId: string, webhookId: string): WebhookRow | undefined {
  return one<WebhookRow>(inst.db, 'SELECT * FROM webhooks WHERE id = ? AND userId = ?', webhookId, userId);
}

export function webhooksOf(inst: Instance, userId: string): WebhookRow[] {
  return all<WebhookRow>(inst.db, 'SELECT * FROM webhooks WHERE userId = ? ORDER BY id', userId);
}

export function countWebhooks(inst: Instance, userId: string): number {
  return one<{ c: number }>(inst.db, 'SELECT COUNT(*) AS c FROM webhooks WHERE userId = ?', userId)?.c ?? 0;
}

export interface WebhookPayload {
  server: string;
  hookId: string;
  userId: string;
  eventId: string;
  createdAt: number;
  type: WebhookEventType;
  body: unknown;
}

export function webhookPayload(
  server: string,
  hook: Pick<WebhookRow, 'id' | 'userId'>,
  type: WebhookEventType,
  body: unknown,
  now = Date.now(),
): WebhookPayload {
  return { server, hookId: hook.id, userId: hook.userId, eventId: genId(now), createdAt: now, type, body };
}

/**
 * POSTs one payload with the X-Misskey-Hook-Secret header and records the answer's status (or -1 when the
 * request failed or timed out) as the hook's latest. Never throws; callers do not wait for it.
 */
export async function deliverWebhook(
  inst: Instance,
  hook: Pick<WebhookRow, 'id' | 'userId' | 'url' | 'secret'>,
  payload: WebhookPayload,
): Promise<number> {
  let status = -1;
  try {
    const res = await safeFetch(new URL(hook.url), {
      allowedPrivateNetworks: inst.options.allowedPrivateNetworks,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'KumoLocal/Webhook',
        'x-misskey-hook-id': hook.id,
        'x-misskey-hook-secret': hook.secret,
      },
      body: JSON.stringify(payload),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      // the answer is not read: only its status is kept
      maxBytes: 64 * 1024,
      maxRedirects: 0,
    });
    status = res.status;
  } catch {
    status = -1;
  }
  try {
    run(
      inst.db,
      'UPDATE webhooks SET latestSentAt = ?, latestStatus = ? WHERE id = ?',
      Date.now(),
      status,
      hook.id,
    );
  } catch {
    // the instance closed meanwhile
  }
  return status;
}

function activeHooksFor(inst: Instance, userId: string, type: WebhookEventType): WebhookRow[] {
  return all<WebhookRow>(
    inst.db,
    `SELECT * FROM webhooks WHERE userId = ? AND active = 1 AND EXISTS (SELECT 1 FROM json_each(events) WHERE value = ?)`,
    userId,
    type,
  );
}

function fire(inst: Instance, server: string, userId: string, type: WebhookEventType, body: () => unknown) {
  const hooks = activeHooksFor(inst, userId, type);
  if (hooks.length === 0) return;
  const packed = body();
  if (packed === undefined) return;
  for (const hook of hooks)
    enqueue(
      inst,
      'deliver',
      { name: 'userWebhookDeliver', data: { webhookId: hook.id, userId, type } },
      () => deliverWebhook(inst, hook, webhookPayload(server, hook, type, packed)),
      (status) =>
        status >= 200 && status < 300
          ? null
          : status < 0
            ? 'The receiver could not be reached.'
            : `The receiver answered ${status}.`,
    );
}

interface ReactionNotification {
  type?: string;
  note?: unknown;
  user?: unknown;
  reaction?: string;
}

/** Delivers the instance's events (as seen on the event bus) to the webhooks that asked for them. */
export function startWebhookDelivery(inst: Instance, server: string): void {
  inst.events.on('main', (userId, type, body) => {
    try {
      if (type === 'follow' || type === 'followed' || type === 'unfollow') {
        fire(inst, server, userId, type, () => ({ user: resolveMainBody(body, server) }));
      } else if (type === 'mention' || type === 'reply' || type === 'renote') {
        fire(inst, server, userId, type, () => ({ note: resolveMainBody(body, server) }));
      } else if (type === 'notification') {
        fire(inst, server, userId, 'reaction', () => {
          const n = resolveMainBody(body, server) as ReactionNotification;
          if (n.type !== 'reaction') return undefined;
          return { note: n.note, reaction: { user: n.user, reaction: n.reaction } };
        });
      }
    } catch {
      // delivery never disturbs the event that caused it
    }
  });
  inst.events.on('note', (note: NoteRow) => {
    try {
      fire(inst, server, note.userId, 'note', () => ({
        note: packNote(packContext(inst, server, findUserById(inst.db, note.userId) ?? null), note),
      }));
    } catch {
      // as above
    }
  });
}
