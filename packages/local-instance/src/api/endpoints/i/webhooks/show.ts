import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { findOwnWebhook, packWebhook } from '../../../../services/webhooks.ts';
import { noSuchWebhook, webhookIdOnly } from '../../../shared/webhooks.ts';

export default defineEndpoint(
  'i/webhooks/show',
  { requireCredential: true, kind: 'read:account', params: webhookIdOnly },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('50f614d9-3047-4f7e-90d8-ad6b2d5fb098'));
    return packWebhook(hook);
  },
);
