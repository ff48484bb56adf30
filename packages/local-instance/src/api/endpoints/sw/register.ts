import { defineEndpoint } from '../../endpoint.ts';
import { subscribe } from '../../../services/push.ts';

export default defineEndpoint(
  'sw/register',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: {
        endpoint: { type: 'string' },
        auth: { type: 'string' },
        publickey: { type: 'string' },
        sendReadMessage: { type: 'boolean', default: false },
      },
      required: ['endpoint', 'auth', 'publickey'],
    },
  },
  (ps, me, ctx) => {
    const { row, existed } = subscribe(ctx.inst, me.id, {
      endpoint: ps.endpoint,
      auth: ps.auth,
      publickey: ps.publickey,
      sendReadMessage: ps.sendReadMessage ?? false,
    });
    return {
      state: existed ? ('already-subscribed' as const) : ('subscribed' as const),
      key: ctx.inst.vapid.publicKey,
      userId: me.id,
      endpoint: row.endpoint,
      sendReadMessage: row.sendReadMessage === 1,
    };
  },
);
