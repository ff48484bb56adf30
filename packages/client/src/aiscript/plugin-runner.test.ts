import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  applyInterruptors,
  clearPluginHandlers,
  getPluginHandlers,
  interruptPost,
} from '@/plugin-hooks/index.ts';
import type { PluginRecord } from '@/store/index.ts';
import { clearToasts, getToasts } from '@/ui/toast/toast-store.ts';
import type { ProgramHost } from './mk-library.ts';
import { isOpenableUrl, pluginConfigValues } from './plugin-library.ts';
import { launchPlugin } from './plugin-runner.ts';

const host = (api: ProgramHost['api'] = async () => ({})): ProgramHost => ({
  api,
  user: { id: 'u1', name: 'Alice', username: 'alice' },
  serverUrl: 'https://example.com',
  locale: 'en-US',
  storageKey: 'plugins:test',
});

const plugin = (src: string, extra: Partial<PluginRecord> = {}): PluginRecord => ({
  id: 'p1',
  name: 'Tester',
  active: true,
  src,
  version: '1.0.0',
  ...extra,
});

const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  clearPluginHandlers();
  clearToasts();
});

describe('plugins', () => {
  test('register note and user actions in both spellings and both languages; an action gets the note', async () => {
    for (const header of ['/// @ 0.19.0', '/// @ 1.0.0']) {
      const seen: unknown[] = [];
      const stop = await launchPlugin(
        plugin(`${header}
Plugin:register_note_action("Quote it", @(note) { Mk:api("notes/create", { text: \`> {note.text}\` }) })
Plugin:register:user_action("Greet", @(user) { Mk:api("notes/create", { text: \`hi @{user.username}\` }) })`),
        host(async (endpoint, params) => void seen.push({ endpoint, params })),
      );
      await settle();
      const [action] = getPluginHandlers('note_action');
      expect(action?.handler.title).toBe('Quote it');
      expect(action?.plugin).toEqual({ id: 'p1', name: 'Tester' });
      await action!.handler.run({ id: 'n1', text: 'hello' });
      await getPluginHandlers('user_action')[0]!.handler.run({ id: 'u2', username: 'bob' });
      expect(seen).toEqual([
        { endpoint: 'notes/create', params: { text: '> hello' } },
        { endpoint: 'notes/create', params: { text: 'hi @bob' } },
      ]);
      stop();
      expect(getPluginHandlers('note_action')).toEqual([]);
    }
  });

  test('a view interruptor changes a note, null hides it, and Plugin:config has the user’s values over the defaults', async () => {
    const stop = await launchPlugin(
      plugin(
        `/// @ 0.19.0
Plugin:register_note_view_interruptor(@(note) {
  if (note.text == "hide me") { return null }
  note.text = \`{Plugin:config.prefix}{note.text}\`
  note
})`,
        {
          config: { prefix: { type: 'string', label: 'Prefix', description: null, default: '» ' } },
          configData: { prefix: '★ ' },
        },
      ),
      host(),
    );
    await settle();
    const entries = getPluginHandlers('note_view_interruptor');
    expect(await applyInterruptors({ id: 'n1', text: 'apple', user: { id: 'u' } }, entries, true)).toEqual({
      id: 'n1',
      text: '★ apple',
      user: { id: 'u' },
    });
    expect(await applyInterruptors({ id: 'n2', text: 'hide me' }, entries, true)).toBeNull();
    stop();
  });

  test('a post interruptor changes what is sent; a post-form action reads the form and updates it', async () => {
    const stop = await launchPlugin(
      plugin(`/// @ 1.0.0
Plugin:register:note_post_interruptor(@(note) { note.text = \`{note.text} #kumo\`; note })
Plugin:register:post_form_action("Shout", @(form, update) { update("text", form.text.upper())
update("cw", "loud") })`),
      host(),
    );
    await settle();
    expect(await interruptPost({ text: 'hello', visibility: 'public' })).toEqual({
      text: 'hello #kumo',
      visibility: 'public',
    });
    const updates: Array<[string, unknown]> = [];
    await getPluginHandlers('post_form_action')[0]!.handler.run({ text: 'hey', cw: null }, (k, v) =>
      updates.push([k, v]),
    );
    expect(updates).toEqual([
      ['text', 'HEY'],
      ['cw', 'loud'],
    ]);
    stop();
  });

  test('a failing interruptor is named and skipped: the note goes on as the plugin before it left it', async () => {
    const stop = await launchPlugin(
      plugin(`/// @ 1.0.0
Plugin:register:note_view_interruptor(@(note) { note.text.no_such_method() })`),
      host(),
    );
    await settle();
    const note = { id: 'n1', text: 'kept' };
    expect(await applyInterruptors(note, getPluginHandlers('note_view_interruptor'), true)).toEqual(note);
    expect(getToasts().map((t) => t.text)[0]).toMatch(/^Plugin “Tester” failed/);
    stop();
  });

  test('a syntax error starts nothing and says which plugin', async () => {
    const stop = await launchPlugin(
      plugin('/// @ 1.0.0\nPlugin:register:note_action("x", @(note) {', { id: 'p2' }),
      host(),
    );
    expect(getPluginHandlers('note_action')).toEqual([]);
    expect(getToasts().map((t) => t.text)[0]).toMatch(/^Plugin “Tester” failed/);
    stop();
  });

  test('Plugin:open_url opens web addresses only', async () => {
    expect(isOpenableUrl('https://example.com/a')).toBe(true);
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableUrl('data:text/html,x')).toBe(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const errors: string[] = [];
    const stop = await launchPlugin(
      plugin('/// @ 1.0.0\nPlugin:open_url("https://example.com/x")\nPlugin:open_url("javascript:alert(1)")'),
      host(),
    );
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
    expect(errors).toEqual([]);
    open.mockRestore();
    stop();
  });

  test('config values: a value of the wrong kind falls back to the default', () => {
    expect(
      pluginConfigValues({
        config: {
          n: { type: 'number', label: 'N', description: null, default: 3 },
          on: { type: 'boolean', label: 'On', description: null, default: false },
        },
        configData: { n: 'seven', on: true },
      }),
    ).toEqual({ n: 3, on: true });
  });
});
