import { defineEndpoint } from '../../../endpoint.ts';
import { all } from '../../../../db/statement.ts';
import { domainOut } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/scopes-with-domain',
  { requireCredential: true, secure: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const rows = all<{ domain: string; scope: string }>(
      ctx.inst.db,
      'SELECT domain, scope FROM registry WHERE userId = ? GROUP BY domain, scope ORDER BY MIN(id)',
      me.id,
    );
    const byDomain = new Map<string, string[][]>();
    for (const r of rows) {
      const scopes = byDomain.get(r.domain) ?? [];
      scopes.push(JSON.parse(r.scope) as string[]);
      byDomain.set(r.domain, scopes);
    }
    return [...byDomain].map(([domain, scopes]) => ({ domain: domainOut(domain), scopes }));
  },
);
