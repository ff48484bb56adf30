import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { MINUTE } from '../../../rate-limit.ts';
import { genId } from '../../../../db/ids.ts';
import { packUserLite } from '../../../../packing/user.ts';
import {
  deliverWebhook,
  findOwnWebhook,
  WEBHOOK_EVENT_TYPES,
  webhookPayload,
  type WebhookEventType,
} from '../../../../services/webhooks.ts';
import { noSuchWebhook } from '../../../shared/webhooks.ts';

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

export default defineEndpoint(
  'i/webhooks/test',
  {
    requireCredential: true,
    kind: 'read:account',
    secure: true,
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
