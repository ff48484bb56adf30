import { defineEndpoint } from '../../endpoint.ts';

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
  (ps, me) => ({
    state: 'subscribed' as const,
    key: null,
    userId: me.id,
    endpoint: ps.endpoint,
    sendReadMessage: ps.sendReadMessage ?? false,
  }),
);
