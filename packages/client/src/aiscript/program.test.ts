import { describe, expect, test, vi } from 'vitest';
import type { ProgramHost } from './mk-library.ts';
import { startProgram } from './program.ts';
import { ROOT_ID, UiStore } from './ui-store.ts';
import { childIds, propFn, propStr } from './ui-props.ts';

const host = (api: ProgramHost['api'] = async () => ({})): ProgramHost => ({
  api,
  user: { id: 'u1', name: 'Alice', username: 'alice' },
  serverUrl: 'https://example.com',
  locale: 'en-US',
  storageKey: 'test',
});

async function run(source: string, options: { api?: ProgramHost['api']; ui?: UiStore } = {}) {
  const out: string[] = [];
  const errors: string[] = [];
  const program = await startProgram(source, {
    host: host(options.api),
    ui: options.ui,
    onOutput: (t) => out.push(t),
    onError: (m, kind) => errors.push(`${kind}: ${m}`),
  });
  await program.done;
  return { out, errors, program };
}

describe('AiScript programs', () => {
  test('print works in the 0.19 language and, with a 1.x header, in 1.x', async () => {
    expect((await run('<: "Hello, world!"')).out).toEqual(['Hello, world!']);
    // 1.x only: the `let` of a name already declared is an error in 0.19's scope rules, but both print
    const one = await run('/// @ 1.0.0\nvar n = 1\nn += 41\n<: `answer: {n}`');
    expect(one.out).toEqual(['answer: 42']);
    expect(one.program.kind).toBe('1');
    expect((await run('<: USER_USERNAME')).out).toEqual(['alice']);
  });

  test('a syntax error is reported and nothing runs', async () => {
    const errors: string[] = [];
    await expect(
      startProgram('<: (', { host: host(), onOutput: () => undefined, onError: (_m, k) => errors.push(k) }),
    ).rejects.toThrow();
    expect(errors).toEqual(['syntax']);
  });

  test('Ui components are kept by id, patched, rendered in order, and their handlers run', async () => {
    const ui = new UiStore();
    const { program, errors } = await run(
      `
      var count = 0
      let label = Ui:C:text({ text: "0 clicks" }, "label")
      let button = Ui:C:button({ text: "Click", onClick: @() {
        count += 1
        label.update({ text: \`{count} clicks\` })
      } })
      Ui:render([label, button])
      `,
      { ui },
    );
    expect(errors).toEqual([]);
    const root = ui.components.get(ROOT_ID)!;
    const [labelId, buttonId] = childIds(root.props);
    expect(labelId).toBe('label');
    const button = ui.components.get(buttonId!)!;
    expect(propStr(button.props, 'text')).toBe('Click');
    await program.call(propFn(button.props, 'onClick')!);
    await program.call(propFn(button.props, 'onClick')!);
    expect(propStr(ui.components.get('label')!.props, 'text')).toBe('2 clicks');
  });

  test('Mk:api calls the host and gives a failure back as an error value', async () => {
    const api = vi.fn(async (endpoint: string) => {
      if (endpoint === 'i') return { username: 'alice' };
      throw new Error('boom');
    });
    const { out } = await run(
      `
      <: Mk:api("i", {}).username
      let e = Mk:api("notes/create", { text: "x" })
      <: Core:type(e)
      <: Mk:api("https://evil.example/x", {})
      `,
      { api },
    );
    expect(api).toHaveBeenCalledWith('i', {}, null);
    expect(out.slice(0, 2)).toEqual(['alice', 'error']);
  });

  test('Mk:api never reaches the endpoints kept for the account itself, whatever token the program holds', async () => {
    const api = vi.fn(async () => ({ token: 'minted' }));
    const { out, errors } = await run(
      `
      let made = Mk:api("miauth/gen-token", { session: null, permission: ["write:account"] })
      <: Core:type(made)
      <: made.info.code
      <: Core:type(Mk:api("i/regenerate-token", { password: "x" }, "a-token-it-found"))
      <: Core:type(Mk:api("MiAuth/Gen-Token", { session: null, permission: [] }))
      <: Core:type(Mk:api("i/change-password", { currentPassword: "a", newPassword: "b" }))
      <: Core:type(Mk:api("i/delete-account", { password: "x" }))
      <: Core:type(Mk:api("i/update-email", { password: "x", email: "a@b.c" }))
      <: Core:type(Mk:api("i/2fa/unregister", { password: "x" }))
      <: Core:type(Mk:api("i", {}))
      `,
      { api },
    );
    expect(errors).toEqual([]);
    expect(out).toEqual([
      'error',
      'ACCESS_DENIED',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'obj',
    ]);
    // nothing was sent but the harmless call
    expect(api.mock.calls).toEqual([['i', {}, null]]);
  });

  test('repeat and padding that would make something huge are refused; ordinary ones work, objects keep such keys', async () => {
    for (const header of ['', '/// @ 1.0.0\n']) {
      const ok = await run(
        `${header}<: "ab".repeat(3)\n<: [1, 2].repeat(2).len\n<: "x".pad_start(3, "-")\nlet o = { repeat: 5 }\n<: o.repeat`,
      );
      expect(ok.out).toEqual(['ababab', '4', '--x', '5']);
      expect(ok.errors).toEqual([]);
      const started = Date.now();
      const huge = await run(`${header}<: [0].repeat(1000000000).len`);
      expect(huge.errors.join()).toMatch(/too large/);
      const pad = await run(`${header}let f = "x".pad_end\n<: f(1000000000)`);
      expect(pad.errors.join()).toMatch(/too large/);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  test('an array too long to hold is refused instead of filling the memory', async () => {
    const { errors, out } = await run('<: Arr:create(3, 0).len\nArr:create(1000000000, 0)');
    expect(out).toEqual(['3']);
    expect(errors.join()).toMatch(/Arr:create/);
  });

  test('a loop that never ends is stopped after five seconds of computing, and timers kept running meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const errors: string[] = [];
    const started = Date.now();
    const program = await startProgram('/// @ 1.0.0\nvar n = 0\nloop { n += 1 }', {
      host: host(),
      onOutput: () => undefined,
      onError: (_m, kind) => errors.push(kind),
    });
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (errors.length || Date.now() - started > 12_000) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });
    clearInterval(timer);
    program.stop();
    expect(errors).toEqual(['runaway']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    // the page's own timers ran nearly every 50 ms while the program looped
    expect(ticks).toBeGreaterThan(((Date.now() - started) / 50) * 0.6);
  }, 20_000);
});
