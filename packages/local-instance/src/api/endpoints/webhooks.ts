// i/webhooks/* with Misskey's parameters and error ids.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { ApiErrorSpec } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import { id } from '../schema.ts';
import { MINUTE } from '../rate-limit.ts';
import { genId } from '../../db/ids.ts';
import { run } from '../../db/statement.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { packUserLite } from '../../packing/user.ts';
import {
  countWebhooks,
  deliverWebhook,
  findOwnWebhook,
  packWebhook,
  WEBHOOK_EVENT_TYPES,
  webhookPayload,
  webhooksOf,
  type WebhookEventType,
  type WebhookRow,
} from '../../services/webhooks.ts';

const noSuchWebhook = (errId: string): ApiErrorSpec => ({
  message: 'No such webhook.',
  code: 'NO_SUCH_WEBHOOK',
  id: errId,
});

const events: Schema = { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } };
const webhookIdOnly: ObjectSchema = {
  type: 'object',
  properties: { webhookId: id() },
  required: ['webhookId'],
};

export const iWebhooksCreate = defineEndpoint(
  'i/webhooks/create',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', maxLength: 1024, default: '' },
        on: events,
      },
      required: ['name', 'url', 'on'],
    },
  },
  (ps, me, ctx) => {
    if (countWebhooks(ctx.inst, me.id) >= effectivePolicies(ctx.inst, me).webhookLimit) {
      throw new ApiError({
        message: 'You cannot create webhook any more.',
        code: 'TOO_MANY_WEBHOOKS',
        id: '87a9bb19-111e-4e37-81d3-a3e7426453b0',
      });
    }
    const row: WebhookRow = {
      id: genId(),
      userId: me.id,
      name: ps.name,
      url: ps.url,
      secret: ps.secret ?? '',
      events: JSON.stringify(ps.on),
      active: 1,
      latestSentAt: null,
      latestStatus: null,
    };
    run(
      ctx.inst.db,
      `INSERT INTO webhooks (id, userId, name, url, secret, events, active, latestSentAt, latestStatus)
       VALUES (@id, @userId, @name, @url, @secret, @events, @active, @latestSentAt, @latestStatus)`,
      row,
    );
    return packWebhook(row);
  },
);

export const iWebhooksList = defineEndpoint(
  'i/webhooks/list',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => webhooksOf(ctx.inst, me.id).map(packWebhook),
);

export const iWebhooksShow = defineEndpoint(
  'i/webhooks/show',
  { requireCredential: true, params: webhookIdOnly },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('50f614d9-3047-4f7e-90d8-ad6b2d5fb098'));
    return packWebhook(hook);
  },
);

export const iWebhooksUpdate = defineEndpoint(
  'i/webhooks/update',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        webhookId: id(),
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', nullable: true, maxLength: 1024 },
        on: events,
        active: { type: 'boolean' },
      },
      required: ['webhookId'],
    },
  },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('fb0fea69-da18-45b1-828d-bd4fd1612518'));
    if (ps.name !== undefined) hook.name = ps.name;
    if (ps.url !== undefined) hook.url = ps.url;
    // null clears the secret, as Misskey stores it as ''
    if (ps.secret !== undefined) hook.secret = ps.secret ?? '';
    if (ps.on !== undefined) hook.events = JSON.stringify(ps.on);
    if (ps.active !== undefined) hook.active = ps.active ? 1 : 0;
    run(
      ctx.inst.db,
      'UPDATE webhooks SET name = @name, url = @url, secret = @secret, events = @events, active = @active WHERE id = @id',
      hook,
    );
  },
);

export const iWebhooksDelete = defineEndpoint(
  'i/webhooks/delete',
  { requireCredential: true, params: webhookIdOnly },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('bae73e5a-5522-4965-ae19-3a8688e71d82'));
    run(ctx.inst.db, 'DELETE FROM webhooks WHERE id = ?', hook.id);
  },
);

/** A made-up body of the given event type, so the receiver sees what real deliveries will look like. */
function sampleBody(type: WebhookEventType, user: unknown): unknown {
  const note = {
    id: genId(),
    createdAt: new Date().toISOString(),
    text: 'This is a test note sent by a webhook test.',
    user,
    visibility: 'public',
  };
  if (type === 'follow' || type === 'followed' || type === 'unfollow') return { user };
  if (type === 'reaction') return { note, reaction: { user, reaction: '👍' } };
  return { note };
}

export const iWebhooksTest = defineEndpoint(
  'i/webhooks/test',
  {
    requireCredential: true,
    limit: { duration: 15 * MINUTE, max: 60 },
    params: {
      type: 'object',
      properties: {
        webhookId: id(),
        type: { type: 'string', enum: WEBHOOK_EVENT_TYPES },
        override: {
          type: 'object',
          properties: { url: { type: 'string' }, secret: { type: 'string' } },
        },
      },
      required: ['webhookId', 'type'],
    },
  },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('0c52149c-e913-18f8-5dc7-74870bfe0cf9'));
    const target = {
      ...hook,
      url: ps.override?.url ?? hook.url,
      secret: ps.override?.secret ?? hook.secret,
    };
    const body = sampleBody(ps.type, packUserLite(ctx.pc, me));
    // sent in the background, as Misskey queues it; the answer does not wait for the receiver
    void deliverWebhook(ctx.inst, target, webhookPayload(ctx.origin, hook, ps.type, body));
  },
);
