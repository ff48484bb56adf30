// Every registered endpoint, fed bodies made from its own schema and then broken on purpose, as a
// visitor, as a user and as an app token granted nothing: no 500, no hang, a quick answer to anyone
// else meanwhile, and nothing of other users' data changed.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';
import type { EndpointDef } from '../src/api/endpoint.ts';
import type { Schema } from '../src/api/schema.ts';
import { testInstance } from './helpers.ts';

const t = testInstance({ seed: 'demo' });
const fuzzer = t.signup('fuzzer', 'fuzz-pass');
const alice = t.signin('alice');

/** A value of the right type, as a well-meaning client would send. */
function sample(schema: Schema): unknown {
  switch (schema.type) {
    case 'string':
      if (schema.enum?.length) return schema.enum[0];
      return schema.format === 'id' ? 'azzzzzzzzzzzzzzz' : 'x';
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, sample(s)]));
    default:
      return 'x';
  }
}

const HOSTILE_STRINGS = [
  "'; DROP TABLE notes; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000\uffff\ud800',
  'x'.repeat(100_000),
];

/** Broken versions of one value: wrong types, extremes, hostile text. */
function mutations(schema: Schema): unknown[] {
  const wrongType = schema.type === 'string' ? 12345 : 'not-a-' + schema.type;
  const deep = JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) as unknown;
  return [
    wrongType,
    null,
    -1,
    1e308,
    deep,
    { __proto__: { polluted: true }, constructor: 1 },
    ...HOSTILE_STRINGS,
  ];
}

/** The bodies to send to one endpoint: its sample, then each parameter broken in each way. */
function bodies(ep: EndpointDef): Array<Record<string, unknown>> {
  const base = sample(ep.meta.params) as Record<string, unknown>;
  const out: Array<Record<string, unknown>> = [{}, base];
  for (const [key, schema] of Object.entries(ep.meta.params.properties))
    for (const bad of mutations(schema)) out.push({ ...base, [key]: bad });
  return out;
}

/**
 * POSTs a JSON body and resolves with the status, or -1 when no whole answer came within `timeoutMs`.
 * Plain node:http over kept-alive sockets: fetch costs about three times the CPU per request, and
 * the fuzzing sends some forty thousand.
 */
function post(agent: http.Agent, url: string, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    let status = -1;
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } });
    const deadline = setTimeout(() => req.destroy(), timeoutMs);
    req.on('response', (res) => {
      res.on('end', () => (status = res.statusCode ?? -1));
      res.resume();
    });
    req.on('error', () => undefined); // a reset or the deadline: the status stays -1
    req.on('close', () => {
      clearTimeout(deadline);
      resolve(status);
    });
    req.end(body);
  });
}

/** What a user sees of alice's data; the fuzzing must not change any of it. */
async function aliceState() {
  const as = (endpoint: string, body: Record<string, unknown> = {}) => t.api(endpoint, body, alice.token);
  const me = (await as('i')).body;
  return {
    profile: [me.name, me.description, me.notesCount, me.followersCount, me.followingCount, me.avatarId],
    drive: (await as('drive')).body,
    clips: (await as('clips/list')).body.length,
    lists: (await as('users/lists/list')).body.length,
    antennas: (await as('antennas/list')).body.length,
    registry: (await as('i/registry/get-all', { scope: ['client', 'base'] })).body,
    notes: (await as('users/notes', { userId: alice.id, limit: 100 })).body.map((n: { id: string }) => n.id),
  };
}

describe('fuzzing every endpoint', () => {
  test('no 500, no hang, others served quickly throughout, nothing of others changed', async () => {
    const endpoints = await loadEndpoints();
    const app = await t.api(
      'miauth/gen-token',
      { session: 'fuzz-app', name: 'Fuzz', permission: [] },
      fuzzer.token,
    );
    const callers: Array<[string, string | null]> = [
      ['visitor', null],
      ['user', fuzzer.token],
      ['app', app.body.token as string],
    ];
    const before = await aliceState();

    // someone else's request, timed all along
    const latencies: number[] = [];
    let fuzzing = true;
    const watcher = (async () => {
      while (fuzzing) {
        const started = performance.now();
        await fetch(`${t.inst.url}/api/ping`, { method: 'POST' });
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const failures: string[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let sent = 0;
    for (const ep of endpoints) {
      for (const [who, token] of callers) {
        for (const body of bodies(ep)) {
          if (ep.name === 'i/regenerate-token' || ep.name === 'i/change-password') continue;
          sent++;
          const status = await post(
            agent,
            `${t.inst.url}/api/${ep.name}`,
            JSON.stringify(token ? { ...body, i: token } : body),
            5000,
          );
          if (status >= 500 || status === -1)
            failures.push(`${ep.name} as ${who}: ${status} ${JSON.stringify(body).slice(0, 120)}`);
        }
      }
    }
    fuzzing = false;
    await watcher;
    agent.destroy();

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
    if (process.env.FUZZ_REPORT)
      appendFileSync(
        process.env.FUZZ_REPORT,
        `${sent} requests to ${endpoints.length} endpoints; others' ping p95 ${p95.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms over ${latencies.length} pings\n`,
      );
    expect(p95).toBeLessThan(100);
    expect(await aliceState()).toEqual(before);
  }, 600_000);
});
