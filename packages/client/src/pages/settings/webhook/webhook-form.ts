import type { entities } from 'misskey-js';

/** The event types a user webhook can ask for (misskey-js UserWebhook `on`), in Misskey's order. */
export const WEBHOOK_EVENTS = [
  'mention',
  'unfollow',
  'follow',
  'followed',
  'note',
  'reply',
  'renote',
  'reaction',
] as const satisfies ReadonlyArray<entities.UserWebhook['on'][number]>;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Misskey's length limits for i/webhooks/create and update. */
export const WEBHOOK_NAME_MAX = 100;
export const WEBHOOK_URL_MAX = 1024;
export const WEBHOOK_SECRET_MAX = 1024;

export type UrlProblem = 'empty' | 'invalid' | 'scheme' | 'tooLong';

/** Why a webhook URL cannot be used, or null: it must be an absolute http:// or https:// URL. */
export function webhookUrlProblem(url: string): UrlProblem | null {
  const text = url.trim();
  if (text === '') return 'empty';
  if (text.length > WEBHOOK_URL_MAX) return 'tooLong';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'scheme';
  if (parsed.hostname === '') return 'invalid';
  return null;
}

export interface WebhookDraft {
  name: string;
  url: string;
  secret: string;
  on: WebhookEvent[];
  active: boolean;
}

export const EMPTY_WEBHOOK: WebhookDraft = { name: '', url: '', secret: '', on: [], active: true };

export function draftOfWebhook(hook: entities.UserWebhook): WebhookDraft {
  return {
    name: hook.name,
    url: hook.url,
    secret: hook.secret,
    on: WEBHOOK_EVENTS.filter((e) => hook.on.includes(e)),
    active: hook.active,
  };
}

/** Turns one event on or off, keeping the list in Misskey's order without duplicates. */
export function toggleEvent(
  on: readonly WebhookEvent[],
  event: WebhookEvent,
  checked: boolean,
): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((e) => (e === event ? checked : on.includes(e)));
}

export type WebhookProblem = 'name' | 'nameTooLong' | 'secretTooLong' | UrlProblem;

/** The first thing that keeps the draft from being saved, or null. */
export function webhookProblem(draft: WebhookDraft): WebhookProblem | null {
  if (draft.name.trim() === '') return 'name';
  if (draft.name.trim().length > WEBHOOK_NAME_MAX) return 'nameTooLong';
  const url = webhookUrlProblem(draft.url);
  if (url) return url;
  if (draft.secret.length > WEBHOOK_SECRET_MAX) return 'secretTooLong';
  return null;
}

/** i/webhooks/create parameters (a new hook starts active, as on Misskey). */
export function createParams(draft: WebhookDraft) {
  return { name: draft.name.trim(), url: draft.url.trim(), secret: draft.secret, on: [...draft.on] };
}

/** i/webhooks/update parameters; an empty secret is sent as null, which clears it. */
export function updateParams(webhookId: string, draft: WebhookDraft) {
  return {
    webhookId,
    name: draft.name.trim(),
    url: draft.url.trim(),
    secret: draft.secret === '' ? null : draft.secret,
    on: [...draft.on],
    active: draft.active,
  };
}

export type DeliveryState = 'never' | 'ok' | 'failed';

/** How the last delivery went: never sent, answered with 2xx, or anything else (including no answer). */
export function deliveryState(
  hook: Pick<entities.UserWebhook, 'latestSentAt' | 'latestStatus'>,
): DeliveryState {
  if (hook.latestSentAt == null && hook.latestStatus == null) return 'never';
  const s = hook.latestStatus;
  return s != null && s >= 200 && s < 300 ? 'ok' : 'failed';
}
