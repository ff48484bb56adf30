import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { findOwnWebhook } from '../../../../services/webhooks.ts';
import { noSuchWebhook, webhookIdOnly } from '../../../shared/webhooks.ts';

export default defineEndpoint(
  'i/webhooks/delete',
  { requireCredential: true, kind: 'write:account', params: webhookIdOnly },
  (ps, me, ctx) => {
    const hook = findOwnWebhook(ctx.inst, me.id, ps.webhookId);
    if (!hook) throw new ApiError(noSuchWebhook('bae73e5a-5522-4965-ae19-3a8688e71d82'));
    run(ctx.inst.db, 'DELETE FROM webhooks WHERE id = ?', hook.id);
  },
);
