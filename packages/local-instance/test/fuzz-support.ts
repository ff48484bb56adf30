// What the fuzz tests share: bodies made from an endpoint's own schema and then broken on purpose,
// a cheap way to send them, a watch on how quickly someone else is served meanwhile, and what a user
// sees of their own data (which the fuzzing must not change).
import http from 'node:http';
import type { EndpointDef } from '../src/api/endpoint.ts';
import type { Schema } from '../src/api/schema.ts';
import type { ApiResult, Json } from './helpers.ts';

/** A value of the right type, as a well-meaning client would send. */
export function sample(schema: Schema): unknown {
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
export function mutations(schema: Schema): unknown[] {
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

/**
 * The bodies to send to one endpoint: its sample (with `fixed` values where a sample would not get far,
 * such as the caller's password), then each parameter broken in each way.
 */
export function bodies(ep: EndpointDef, fixed: Record<string, unknown> = {}): Array<Record<string, unknown>> {
  const base = { ...(sample(ep.meta.params) as Record<string, unknown>), ...fixed };
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
export function post(agent: http.Agent, url: string, body: string, timeoutMs: number): Promise<number> {
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

/** What a user sees of their own data; fuzzing as others must not change any of it. */
export async function userState(
  api: (endpoint: string, body: Record<string, unknown>, token: string) => Promise<ApiResult<Json>>,
  user: { id: string; token: string },
) {
  const as = (endpoint: string, body: Record<string, unknown> = {}) => api(endpoint, body, user.token);
  const me = (await as('i')).body;
  return {
    profile: [me.name, me.description, me.notesCount, me.followersCount, me.followingCount, me.avatarId],
    drive: (await as('drive')).body,
    clips: (await as('clips/list')).body.length,
    lists: (await as('users/lists/list')).body.length,
    antennas: (await as('antennas/list')).body.length,
    registry: (await as('i/registry/get-all', { scope: ['client', 'base'] })).body,
    notes: (await as('users/notes', { userId: user.id, limit: 100 })).body.map((n: { id: string }) => n.id),
  };
}

/**
 * Someone else's ping, sent every 20 ms until `stop()`, which resolves with the 95th percentile and the
 * longest of their times (ms) and how many were sent.
 */
export function watchOthersLatency(url: string) {
  const latencies: number[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const started = performance.now();
      await fetch(`${url}/api/ping`, { method: 'POST' });
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      watching = false;
      await watcher;
      latencies.sort((a, b) => a - b);
      return {
        p95: latencies[Math.floor(latencies.length * 0.95)]!,
        max: latencies.at(-1)!,
        count: latencies.length,
      };
    },
  };
}
