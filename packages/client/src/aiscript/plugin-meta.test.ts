import { describe, expect, test } from 'vitest';
import { checkPluginMeta, consentList, isSupportedPluginVersion, readPluginMeta } from './plugin-meta.ts';

const PLUGIN = (header: string) => `${header}### {
  name: "Quote tools"
  version: "1.2.0"
  author: "alice"
  description: "Adds a quote button"
  permissions: ["write:notes", "read:account", "write:notes"]
  config: {
    prefix: { type: "string", label: "Prefix", description: "Put before each quote", default: "> " }
    count: { type: "number", label: "How many", default: 3 }
  }
}
Plugin:register_note_action("Quote", @(note) { Mk:dialog("hi") })
`;

describe('plugin metadata', () => {
  test('is read from the ### block in both language versions, permissions once each, config filled in', async () => {
    for (const header of ['/// @ 0.19.0\n', '/// @ 1.0.0\n']) {
      const meta = await readPluginMeta(PLUGIN(header));
      expect(meta).toEqual({
        name: 'Quote tools',
        version: '1.2.0',
        author: 'alice',
        description: 'Adds a quote button',
        permissions: ['write:notes', 'read:account'],
        config: {
          prefix: { type: 'string', label: 'Prefix', description: 'Put before each quote', default: '> ' },
          count: { type: 'number', label: 'How many', description: null, default: 3 },
        },
      });
    }
  });

  test('a plugin without metadata, without a name, version or author, or asking for unknown permissions is refused', async () => {
    expect(await readPluginMeta('/// @ 1.0.0\n<: "no block"')).toEqual({ problem: 'noMetadata' });
    expect(await readPluginMeta('/// @ 0.19.0\n### { name: "x"')).toMatchObject({ problem: 'syntax' });
    expect(checkPluginMeta({ version: '1', author: 'a' })).toEqual({ problem: 'missing', field: 'name' });
    expect(checkPluginMeta({ name: 'x', author: 'a' })).toEqual({ problem: 'missing', field: 'version' });
    expect(checkPluginMeta({ name: 'x', version: '1' })).toEqual({ problem: 'missing', field: 'author' });
    expect(
      checkPluginMeta({ name: 'x', version: '1', author: 'a', permissions: ['write:everything'] }),
    ).toEqual({
      problem: 'unknownPermission',
      permission: 'write:everything',
    });
    expect(
      checkPluginMeta({
        name: 'x',
        version: '1',
        author: 'a',
        config: { n: { type: 'number', default: 'three' } },
      }),
    ).toEqual({ problem: 'badConfig', key: 'n' });
  });

  test('a plugin names its AiScript version, 0.12.0 or newer, as Misskey asks', async () => {
    expect(await readPluginMeta(PLUGIN(''))).toEqual({ problem: 'noVersion' });
    expect(await readPluginMeta(PLUGIN('/// @ 0.11.1\n'))).toEqual({
      problem: 'oldVersion',
      version: '0.11.1',
    });
    expect(await readPluginMeta(PLUGIN('/// @ 0.12.4\n'))).toMatchObject({ name: 'Quote tools' });
    expect(isSupportedPluginVersion('2.0.0')).toBe(true);
    expect(isSupportedPluginVersion('next')).toBe(false);
  });

  test('the consent lists what the plugin may change before what it may read', () => {
    expect(
      consentList({ permissions: ['read:account', 'write:notes', 'read:drive', 'write:notes'] }),
    ).toEqual({
      write: ['write:notes'],
      read: ['read:account', 'read:drive'],
    });
  });
});
