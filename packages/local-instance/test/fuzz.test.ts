// test: long — thousands of requests to every endpoint
// Every registered endpoint, fed bodies made from its own schema and then broken on purpose, as a
// visitor, as a user and as an app token granted nothing: no 500, no hang, a quick answer to anyone
// else meanwhile, and nothing of other users' data changed.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';
import { testInstance } from './helpers.ts';
import { bodies, post, userState, watchOthersLatency } from './fuzz-support.ts';

const t = testInstance({ seed: 'demo' });
const fuzzer = t.signup('fuzzer', 'fuzz-pass');
const alice = t.signin('alice');
const aliceState = () => userState(t.api, alice);

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

    const others = watchOthersLatency(t.inst.url);
    const failures: string[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let sent = 0;
    for (const ep of endpoints) {
      // these two are fuzzed with the caller's own password in fuzz-privileged.test.ts
      if (ep.name === 'i/regenerate-token' || ep.name === 'i/change-password') continue;
      for (const [who, token] of callers) {
        for (const body of bodies(ep)) {
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
    const { p95, max, count } = await others.stop();
    agent.destroy();

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
    if (process.env.FUZZ_REPORT)
      appendFileSync(
        process.env.FUZZ_REPORT,
        `${sent} requests to ${endpoints.length} endpoints; others' ping p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${count} pings\n`,
      );
    expect(p95).toBeLessThan(100);
    expect(await aliceState()).toEqual(before);
  }, 600_000);
});
