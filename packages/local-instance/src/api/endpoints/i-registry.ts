import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import type { RegistryRow } from '../../db/rows.ts';
import { all, one, run } from '../../db/statement.ts';
import { genId } from '../../db/ids.ts';

// The registry stores client settings per user, scope (a path of names) and key. Only the
// "own domain" (domain null) is kept; the optional `domain` parameter is accepted and ignored.
const scope: Schema = { type: 'array', default: [], items: { type: 'string', pattern: /^[a-zA-Z0-9_]+$/ } };
const withScope: ObjectSchema = {
  type: 'object',
  properties: { scope, domain: { type: 'string', nullable: true } },
};
const withKey: ObjectSchema = {
  type: 'object',
  properties: { ...withScope.properties, key: { type: 'string', minLength: 1 } },
  required: ['key'],
};

function find(
  db: Parameters<typeof one>[0],
  userId: string,
  sc: string[] | undefined,
  key: string,
): RegistryRow | undefined {
  return one<RegistryRow>(
    db,
    "SELECT * FROM registry WHERE userId = ? AND domain = '' AND scope = ? AND key = ?",
    userId,
    JSON.stringify(sc ?? []),
    key,
  );
}

function items(db: Parameters<typeof one>[0], userId: string, sc: string[] | undefined): RegistryRow[] {
  return all<RegistryRow>(
    db,
    "SELECT * FROM registry WHERE userId = ? AND domain = '' AND scope = ? ORDER BY id",
    userId,
    JSON.stringify(sc ?? []),
  );
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

export const iRegistryGetAll = defineEndpoint(
  'i/registry/get-all',
  { requireCredential: true, params: withScope },
  (ps, me, ctx) => {
    const out: Record<string, unknown> = {};
    for (const r of items(ctx.inst.db, me.id, ps.scope)) out[r.key] = JSON.parse(r.value);
    return out as Record<string, never>;
  },
);

export const iRegistryGet = defineEndpoint(
  'i/registry/get',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a',
      });
    return JSON.parse(r.value);
  },
);

export const iRegistryGetDetail = defineEndpoint(
  'i/registry/get-detail',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a',
      });
    return { updatedAt: new Date(r.updatedAt).toISOString(), value: JSON.parse(r.value) };
  },
);

export const iRegistryKeys = defineEndpoint(
  'i/registry/keys',
  { requireCredential: true, params: withScope },
  (ps, me, ctx) => items(ctx.inst.db, me.id, ps.scope).map((r) => r.key),
);

export const iRegistryKeysWithType = defineEndpoint(
  'i/registry/keys-with-type',
  { requireCredential: true, params: withScope },
  (ps, me, ctx) => {
    const out: Record<string, string> = {};
    for (const r of items(ctx.inst.db, me.id, ps.scope)) out[r.key] = typeOf(JSON.parse(r.value));
    return out;
  },
);

export const iRegistrySet = defineEndpoint(
  'i/registry/set',
  {
    requireCredential: true,
    params: {
      ...withKey,
      properties: { ...withKey.properties, value: { type: 'any', nullable: true } },
      required: ['key', 'value'],
    },
  },
  (ps, me, ctx) => {
    const sc = JSON.stringify(ps.scope ?? []);
    const value = JSON.stringify(ps.value ?? null);
    run(
      ctx.inst.db,
      `INSERT INTO registry (id, updatedAt, userId, domain, scope, key, value) VALUES (?, ?, ?, '', ?, ?, ?)
       ON CONFLICT (userId, domain, scope, key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
      genId(),
      Date.now(),
      me.id,
      sc,
      ps.key,
      value,
    );
    ctx.inst.events.emit('main', me.id, 'registryUpdated', {
      scope: ps.scope ?? [],
      key: ps.key,
      value: ps.value ?? null,
    });
  },
);

export const iRegistryRemove = defineEndpoint(
  'i/registry/remove',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019',
      });
    run(ctx.inst.db, 'DELETE FROM registry WHERE id = ?', r.id);
  },
);

export const iRegistryScopesWithDomain = defineEndpoint(
  'i/registry/scopes-with-domain',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const scopes = all<{ scope: string }>(
      ctx.inst.db,
      "SELECT DISTINCT scope FROM registry WHERE userId = ? AND domain = ''",
      me.id,
    );
    return [{ domain: null, scopes: scopes.map((s) => JSON.parse(s.scope) as string[]) }];
  },
);
