// test: long — every endpoint again, with privileges
// What fuzz.test.ts cannot reach with its callers and bodies, fed the same broken bodies: the admin
// API as a moderator and as an administrator (both by role: the others are refused before their
// parameters are read), the endpoints that need the caller's password (with the right one, so that
// the rest of the body is what breaks), and uploads as the multipart forms they take. No 500, no hang,
// others served quickly, nothing of alice's changed, the root account still its own.
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';
import { roleInput, signup, testInstance } from './helpers.ts';
import { bodies, post, userState, watchOthersLatency } from './fuzz-support.ts';

const t = testInstance({ seed: 'demo' });
const root = t.signin('admin');
const alice = t.signin('alice');
const mod = t.signup('fuzz_mod');
const boss = t.signup('fuzz_boss');
const uploader = t.signup('fuzz_uploader');

const failed = (status: number) => status >= 500 || status === -1;
const shown = (body: unknown) => JSON.stringify(body).slice(0, 120);

/** Sends each body to its endpoint; the answers that were a 5xx or never came whole. */
async function fuzz(calls: Iterable<{ ep: string; who: string; body: Record<string, unknown> }>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const failures: string[] = [];
  let sent = 0;
  for (const { ep, who, body } of calls) {
    sent++;
    const status = await post(agent, `${t.inst.url}/api/${ep}`, JSON.stringify(body), 5000);
    if (failed(status)) failures.push(`${ep} as ${who}: ${status} ${shown(body)}`);
  }
  agent.destroy();
  return { failures, sent };
}

describe('fuzzing what the first fuzz cannot reach', () => {
  test('the endpoints that need the caller’s password, given the right one', async () => {
    const PASSWORD = 'right-password';
    const endpoints = (await loadEndpoints()).filter((ep) =>
      ['i/change-password', 'i/regenerate-token'].includes(ep.name),
    );
    expect(endpoints).toHaveLength(2);
    let accounts = 0;
    const calls = [];
    for (const ep of endpoints) {
      const fixed = ep.name === 'i/change-password' ? { currentPassword: PASSWORD } : { password: PASSWORD };
      // each body on an account of its own: a body that gets through changes the password or the token
      for (const body of bodies(ep, fixed)) {
        const account = await signup(t.inst, `fuzz_pw${++accounts}`, PASSWORD);
        calls.push({ ep: ep.name, who: 'the account itself', body: { ...body, i: account.token } });
      }
    }
    const { failures, sent } = await fuzz(calls);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(40);
  }, 300_000);

  test('uploads, as multipart forms with broken fields, file names and files', async () => {
    const uploads = (await loadEndpoints()).filter((ep) => ep.meta.requireFile);
    expect(uploads.map((ep) => ep.name)).toEqual(['drive/files/create']);
    const files: Array<[string, Uint8Array]> = [
      ['empty', new Uint8Array()],
      ['../../etc/passwd', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])],
      ['<script>alert(1)</script>.png', crypto.getRandomValues(new Uint8Array(4096))],
      ['\u0000\uffff.gif', new TextEncoder().encode('GIF89a not really')],
      ['x'.repeat(10_000), new Uint8Array([1, 2, 3])],
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const ep of uploads) {
      for (const body of bodies(ep)) {
        const [filename, data] = files[sent % files.length]!;
        const form = new FormData();
        form.append('i', uploader.token);
        for (const [key, value] of Object.entries(body))
          form.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));
        form.append('file', new Blob([data]), filename);
        sent++;
        const status = await fetch(`${t.inst.url}/api/${ep.name}`, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        }).then(
          (res) => res.status,
          () => -1,
        );
        if (failed(status)) failures.push(`${ep.name}: ${status} ${filename.slice(0, 40)} ${shown(body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(20);
  }, 300_000);

  test('the admin API, as a moderator and as an administrator by role', async () => {
    for (const [user, flags] of [
      [mod, { isModerator: true }],
      [boss, { isAdministrator: true }],
    ] as const) {
      const role = await t.api('admin/roles/create', roleInput({ name: 'fuzz', ...flags }), root.token);
      await t.api('admin/roles/assign', { roleId: role.body.id, userId: user.id }, root.token);
    }
    expect((await t.api('i', {}, boss.token)).body.isAdmin).toBe(true);
    expect((await t.api('i', {}, mod.token)).body.isModerator).toBe(true);
    const before = await userState(t.api, alice);

    const admin = (await loadEndpoints()).filter((ep) => ep.meta.requireModerator || ep.meta.requireAdmin);
    expect(admin.length).toBeGreaterThan(50);
    const callers: Array<[string, string]> = [
      ['moderator', mod.token],
      ['administrator', boss.token],
    ];
    const calls = admin.flatMap((ep) =>
      callers.flatMap(([who, token]) =>
        bodies(ep).map((body) => ({ ep: ep.name, who, body: { ...body, i: token } })),
      ),
    );
    const others = watchOthersLatency(t.inst.url);
    const { failures, sent } = await fuzz(calls);
    const { p95 } = await others.stop();

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(p95).toBeLessThan(100);
    expect(await userState(t.api, alice)).toEqual(before);
    expect((await t.api('signin-flow', { username: 'admin', password: 'kumo-demo' })).status).toBe(200);
  }, 600_000);
});
