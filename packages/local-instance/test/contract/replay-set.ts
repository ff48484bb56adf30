// Replays one set of recorded answers (contract.test.ts: MisskeyIO 2025.4.1,
// contract-upstream-2026.test.ts: upstream 2026.7.0): each endpoint's cases in order, in a world of
// their own made through the API as the recording describes (fx_a's notes, fx_b's reply, a channel,
// a clip…: world.ts, scenarios.ts), with the recording's method, path, headers and body encoding.
// One file per set, so that the two long replays run side by side.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testInstance } from '../helpers.ts';
import type { RecordedCase, RecordingSet } from './recorded-cases.ts';
import { expectAsRecorded, labelOf } from './compare.ts';
import { SOMEONE_ELSE, type Scenario } from './scenarios.ts';
import { World } from './world.ts';
import { replay } from './replay.ts';

export function replayRecordingSet(
  set: RecordingSet,
  cases: RecordedCase[],
  scenarios: Record<string, Scenario>,
): void {
  // registration closed as on the MisskeyIO server; each world's own address keeps its limits apart
  const t = testInstance({
    seed: 'demo',
    disableRegistration: true,
    trustProxy: true,
    rateLimitFactor: 1,
  });
  const admin = t.signin('admin');
  /** The base role as the demo has it: scenarios that change it (invitations, search) get it back. */
  let basePolicies: unknown;
  beforeAll(async () => {
    basePolicies = (await t.api('meta', {})).body.policies;
  });

  const byEndpoint = new Map<string, RecordedCase[]>();
  for (const c of cases) byEndpoint.set(c.endpoint, [...(byEndpoint.get(c.endpoint) ?? []), c]);

  for (const [endpoint, ofEndpoint] of byEndpoint) {
    const scenario = scenarios[endpoint] ?? {};
    describe(`${set.folder}: recorded answers of ${endpoint}, in a world made for them`, () => {
      let w: World;
      beforeAll(async () => {
        w = new World(t.inst.url, admin);
        await scenario.before?.(w);
      });
      afterAll(async () => {
        await w.ok('admin/roles/update-default-policies', { policies: basePolicies }, admin);
        await scenario.after?.(w);
      });

      it.each(ofEndpoint.map((c) => [labelOf(c), c] as const))('%s', async (_label, c) => {
        const setup = scenario.cases?.[c.name] ?? {};
        const elapse = setup.elapse ?? scenario.elapse;
        if (elapse) t.inst.elapse?.(elapse);
        await setup.before?.(w);
        const fx = setup.actor ?? (SOMEONE_ELSE.test(c.name) ? 'fx_b' : (scenario.actor ?? 'fx_a'));
        const actor = c.as === 'admin' ? admin : c.as === 'user' ? await w.user(fx) : null;
        const res = await replay(w, c, actor, await setup.replace?.(w));
        expectAsRecorded(c, res.status, res.body);
      });
    });
  }
}
