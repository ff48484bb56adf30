import { defineEndpoint } from '../../../endpoint.ts';
import { all } from '../../../../db/statement.ts';

export default defineEndpoint(
  'i/registry/scopes-with-domain',
  { requireCredential: true, secure: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const scopes = all<{ scope: string }>(
      ctx.inst.db,
      "SELECT DISTINCT scope FROM registry WHERE userId = ? AND domain = ''",
      me.id,
    );
    return [{ domain: null, scopes: scopes.map((s) => JSON.parse(s.scope) as string[]) }];
  },
);
