import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findOwnWebhook } from '../../../../services/webhooks.ts';
import { noSuchWebhook, eventsParam } from '../../../shared/webhooks.ts';

export default defineEndpoint(
  'i/webhooks/update',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      type: 'object',
      properties: {
        webhookId: id(),
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', nullable: true, maxLength: 1024 },
        on: eventsParam,
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
