import { describe, expect, test } from 'vitest';
import { configValue, isInstalled, newPluginRecord } from './plugin-records.ts';

const meta = {
  name: 'Quote tools',
  version: '1.2.0',
  author: 'alice',
  description: null,
  permissions: ['write:notes'],
  config: { n: { type: 'number' as const, label: 'N', description: null, default: 3 } },
};

describe('plugin records', () => {
  test('an installed plugin is active, keeps its metadata and code, and starts with the defaults', () => {
    expect(newPluginRecord(meta, 'src', 'id1')).toEqual({
      id: 'id1',
      name: 'Quote tools',
      active: true,
      src: 'src',
      version: '1.2.0',
      author: 'alice',
      description: null,
      permissions: ['write:notes'],
      config: meta.config,
      configData: {},
    });
  });

  test('a second plugin of the same name is refused', () => {
    expect(isInstalled([newPluginRecord(meta, 's', 'a')], 'Quote tools')).toBe(true);
    expect(isInstalled([newPluginRecord(meta, 's', 'a')], 'Other')).toBe(false);
  });

  test('config input: numbers must be numbers, text is text, switches are booleans', () => {
    const num = meta.config.n;
    expect(configValue(num, '12.5')).toBe(12.5);
    expect(configValue(num, 'twelve')).toBeUndefined();
    expect(configValue(num, ' ')).toBeUndefined();
    expect(configValue({ ...num, type: 'string' }, '')).toBe('');
    expect(configValue({ ...num, type: 'boolean' }, true)).toBe(true);
  });
});
