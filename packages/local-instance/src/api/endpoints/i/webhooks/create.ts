import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { genId } from '../../../../db/ids.ts';
import { run } from '../../../../db/statement.ts';
import { effectivePolicies } from '../../../../packing/policies.ts';
import { countWebhooks, packWebhook, type WebhookRow } from '../../../../services/webhooks.ts';
import { eventsParam } from '../../../shared/webhooks.ts';

export default defineEndpoint(
  'i/webhooks/create',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', maxLength: 1024, default: '' },
        on: eventsParam,
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
