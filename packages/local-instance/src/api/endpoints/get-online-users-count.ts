import { defineEndpoint } from '../endpoint.ts';

export default defineEndpoint(
  'get-online-users-count',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => {
    const row = ctx.inst.db
      .prepare('SELECT COUNT(*) AS c FROM users WHERE lastActiveAt > ?')
      .get(Date.now() - 10 * 60 * 1000) as { c: number };
    return { count: row.c };
  },
);
