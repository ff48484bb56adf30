// test: long — every recorded answer of a real server, replayed in worlds of its own
// Every recorded answer of a real Misskey server (fixtures/misskey-2025.4.1/api), replayed: each
// endpoint's cases in order, in a world of their own made through the API as the recording
// describes (fx_a's notes, fx_b's reply, a channel, a clip…: contract/world.ts, contract/scenarios.ts),
// with the recording's method, path, headers and body encoding.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testInstance } from './helpers.ts';
import { recordedCases, type RecordedCase } from './contract/recorded-cases.ts';
import { expectAsRecorded, labelOf } from './contract/compare.ts';
import { SCENARIOS, SOMEONE_ELSE } from './contract/scenarios.ts';
import { World } from './contract/world.ts';
import { replay } from './contract/replay.ts';

const byEndpoint = new Map<string, RecordedCase[]>();
for (const c of recordedCases()) byEndpoint.set(c.endpoint, [...(byEndpoint.get(c.endpoint) ?? []), c]);

// registration closed as on the recording server; each world's own address keeps its limits apart
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

for (const [endpoint, cases] of byEndpoint) {
  describe(`recorded answers of ${endpoint}, in a world made for them`, () => {
    const scenario = SCENARIOS[endpoint] ?? {};
    let w: World;
    beforeAll(async () => {
      w = new World(t.inst.url, admin);
      await scenario.before?.(w);
    });
    afterAll(
      async () => void (await w.ok('admin/roles/update-default-policies', { policies: basePolicies }, admin)),
    );

    it.each(cases.map((c) => [labelOf(c), c] as const))('%s', async (_label, c) => {
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
