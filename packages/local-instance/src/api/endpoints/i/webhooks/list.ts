import { defineEndpoint } from '../../../endpoint.ts';
import { packWebhook, webhooksOf } from '../../../../services/webhooks.ts';

export default defineEndpoint(
  'i/webhooks/list',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => webhooksOf(ctx.inst, me.id).map(packWebhook),
);
