// i/webhooks/* with Misskey's parameters and error ids.
import { errorWithId } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import { id } from '../schema.ts';
import { WEBHOOK_EVENT_TYPES } from '../../services/webhooks.ts';

export const noSuchWebhook = errorWithId('No such webhook.', 'NO_SUCH_WEBHOOK');

export const eventsParam: Schema = { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } };

export const webhookIdOnly: ObjectSchema = {
  type: 'object',
  properties: { webhookId: id() },
  required: ['webhookId'],
};
