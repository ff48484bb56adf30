// Small endpoints the client calls that need no storage of their own.
import { defineEndpoint } from '../endpoint.ts';

export const swUnregister = defineEndpoint(
  'sw/unregister',
  {
    requireCredential: false,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  () => undefined,
);

export const swRegister = defineEndpoint(
  'sw/register',
  {
    requireCredential: true,
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

export const getOnlineUsersCount = defineEndpoint(
  'get-online-users-count',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => {
    const row = ctx.inst.db
      .prepare('SELECT COUNT(*) AS c FROM users WHERE lastActiveAt > ?')
      .get(Date.now() - 10 * 60 * 1000) as { c: number };
    return { count: row.c };
  },
);

export const pinnedUsers = defineEndpoint(
  'pinned-users',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => [],
);

export const notesFeatured = defineEndpoint(
  'notes/featured',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        untilId: { type: 'string' },
        channelId: { type: 'string', nullable: true },
      },
    },
  },
  () => [],
);

export const getAvatarDecorations = defineEndpoint(
  'get-avatar-decorations',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => [],
);
