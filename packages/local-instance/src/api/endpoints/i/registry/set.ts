import { defineEndpoint } from '../../../endpoint.ts';
import { run } from '../../../../db/statement.ts';
import { genId } from '../../../../db/ids.ts';
import { OWN_DOMAIN, registryDomain, withKey } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/set',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      ...withKey,
      properties: { ...withKey.properties, value: { type: 'any', nullable: true } },
      required: ['key', 'value'],
    },
  },
  (ps, me, ctx) => {
    const domain = registryDomain(ctx, ps);
    const value = JSON.stringify(ps.value ?? null);
    run(
      ctx.inst.db,
      `INSERT INTO registry (id, updatedAt, userId, domain, scope, key, value) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (userId, domain, scope, key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
      genId(),
      Date.now(),
      me.id,
      domain,
      JSON.stringify(ps.scope ?? []),
      ps.key,
      value,
    );
    // as Misskey, only the account's own settings are told to its clients
    if (domain !== OWN_DOMAIN) return;
    ctx.inst.events.emit('main', me.id, 'registryUpdated', {
      scope: ps.scope ?? [],
      key: ps.key,
      value: ps.value ?? null,
    });
  },
);
