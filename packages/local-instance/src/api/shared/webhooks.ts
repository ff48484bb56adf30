// i/webhooks/* with Misskey's parameters and error ids.
import type { ApiErrorSpec } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import { id } from '../schema.ts';
import { WEBHOOK_EVENT_TYPES } from '../../services/webhooks.ts';

export const noSuchWebhook = (errId: string): ApiErrorSpec => ({
  message: 'No such webhook.',
  code: 'NO_SUCH_WEBHOOK',
  id: errId,
});

export const events: Schema = { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } };

export const webhookIdOnly: ObjectSchema = {
  type: 'object',
  properties: { webhookId: id() },
  required: ['webhookId'],
};
