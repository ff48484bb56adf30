// Who may call each endpoint is declared in its own defineEndpoint call; these tests hold those
// declarations to Misskey's (test/misskey-endpoint-rules.ts), so a rule left out fails here.
import { expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';
import type { EndpointMeta } from '../src/api/endpoint.ts';
import { HOUR, MINUTE } from '../src/api/rate-limit.ts';
import { MISSKEY_ENDPOINT_RULES, type MisskeyEndpointRules } from './misskey-endpoint-rules.ts';
import { testInstance } from './helpers.ts';

/** Where this instance declares more than Misskey does, on purpose. */
const STRICTER_THAN_MISSKEY: Record<string, { rules: Partial<MisskeyEndpointRules>; reason: string }> = {
  'fetch-rss': {
    rules: { limit: { duration: MINUTE, max: 60 } },
    reason: 'it fetches any address a user gives, so one account cannot make the server hammer a site',
  },
};

/** Endpoints Misskey does not have among its endpoint definitions, with the rules chosen for them. */
const NOT_MISSKEY_ENDPOINTS: Record<string, MisskeyEndpointRules> = {
  // Misskey serves these three outside its endpoint list (SigninApiService, SignupApiService);
  // sign-in failures are limited by services/password-guard.ts
  'signin-flow': { requireCredential: false },
  signup: { requireCredential: false, limit: { duration: HOUR, max: 10 } },
  'signup-pending': { requireCredential: false },
  // upstream Misskey's, added after the release the table was read from (recorded from 2026.7.0)
  'antennas/remove-note': { requireCredential: true, kind: 'write:account' },
  // Kumo's own API (api/kumo-endpoints.ts), in Misskey's manner
  'admin/subscription-plans/archive': {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
  },
  'admin/subscription-plans/create': {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
  },
  'admin/subscription-plans/list': { requireCredential: true, kind: 'read:admin:meta', requireAdmin: true },
  'admin/subscription-plans/update': {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
  },
  'points/history': { requireCredential: true, kind: 'read:account' },
  'points/show': { requireCredential: true, kind: 'read:account' },
  'subscription/cancel': { requireCredential: true, kind: 'write:account' },
  'subscription/plans': { requireCredential: false },
  'subscription/show': { requireCredential: true, kind: 'read:account' },
  'subscription/subscribe': { requireCredential: true, kind: 'write:account', prohibitMoved: true },
};

/** The rules an endpoint declares, in the table's form (flags that are off are left out). */
function declaredRules(meta: EndpointMeta): MisskeyEndpointRules {
  const rules: MisskeyEndpointRules = { requireCredential: meta.requireCredential };
  if (meta.kind) rules.kind = meta.kind;
  if (meta.requireModerator) rules.requireModerator = true;
  if (meta.requireAdmin) rules.requireAdmin = true;
  if (meta.requireRolePolicy) rules.requireRolePolicy = meta.requireRolePolicy;
  if (meta.prohibitMoved) rules.prohibitMoved = true;
  if (meta.secure) rules.secure = true;
  if (meta.limit) rules.limit = meta.limit;
  return rules;
}

function expectedRules(name: string): MisskeyEndpointRules | undefined {
  const misskey = MISSKEY_ENDPOINT_RULES[name];
  if (misskey) return { ...misskey, ...STRICTER_THAN_MISSKEY[name]?.rules };
  return NOT_MISSKEY_ENDPOINTS[name];
}

test("every endpoint declares the rules Misskey's definition of it declares", async () => {
  const differences: Record<string, { declared: MisskeyEndpointRules; expected: unknown }> = {};
  for (const ep of await loadEndpoints()) {
    const declared = declaredRules(ep.meta);
    const expected = expectedRules(ep.name) ?? 'not in Misskey: add it to NOT_MISSKEY_ENDPOINTS';
    try {
      expect(declared).toEqual(expected);
    } catch {
      differences[ep.name] = { declared, expected };
    }
  }
  expect(differences).toEqual({});
});

test('only endpoints this instance has are named as its own or as stricter', async () => {
  const names = new Set((await loadEndpoints()).map((ep) => ep.name));
  const stale = [...Object.keys(NOT_MISSKEY_ENDPOINTS), ...Object.keys(STRICTER_THAN_MISSKEY)].filter(
    (name) => !names.has(name),
  );
  expect(stale).toEqual([]);
  expect(Object.keys(NOT_MISSKEY_ENDPOINTS).filter((name) => MISSKEY_ENDPOINT_RULES[name])).toEqual([]);
});

const t = testInstance();
const mover = t.signup('rules_mover');
const target = t.signup('rules_target');

test('a moved account is refused every endpoint Misskey refuses it, before anything else is looked at', async () => {
  const alias = await t.api('i/update', { alsoKnownAs: [`@rules_mover`] }, target.token);
  expect(alias.status).toBe(200);
  const moved = await t.api('i/move', { moveToAccount: '@rules_target' }, mover.token);
  expect(moved.status).toBe(200);

  const endpoints = await loadEndpoints();
  const refusedOnMisskey = endpoints.filter((ep) => expectedRules(ep.name)?.prohibitMoved);
  expect(refusedOnMisskey.length).toBeGreaterThan(40);
  const answers: Record<string, string | undefined> = {};
  for (const ep of refusedOnMisskey) {
    const res = await t.api(ep.name, {}, mover.token);
    answers[ep.name] = res.body?.error?.code;
  }
  expect(answers).toEqual(Object.fromEntries(refusedOnMisskey.map((ep) => [ep.name, 'YOUR_ACCOUNT_MOVED'])));
});
