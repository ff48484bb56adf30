import { beforeEach, expect, test } from 'vitest';
import { makeBackup, parseBackup, restoreBackup } from './preferences-backup.ts';
import { SettingsStore } from './settings-store.ts';

const env = { prefersReducedMotion: false, isMobile: false };
const store = () => new SettingsStore({ storage: localStorage, accountId: 'a1', env });

beforeEach(() => localStorage.clear());

test('a backup holds every setting at its level and restores them elsewhere', () => {
  const a = store();
  a.set('nsfw', 'ignore');
  a.set('keepCw', false);
  a.set('menu', ['drive', 'search']);
  const text = JSON.stringify(makeBackup(a));
  localStorage.clear();
  const b = store();
  const parsed = parseBackup(text);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(restoreBackup(b, parsed.backup)).toBeGreaterThan(60);
  expect(b.get('nsfw')).toBe('ignore');
  expect(b.get('keepCw')).toBe(false);
  expect(b.get('menu')).toEqual(['drive', 'search']);
});

test('a file that is not JSON, not a backup, or holds a bad value is refused whole', () => {
  expect(parseBackup('{nope')).toEqual({ ok: false, problem: { kind: 'notJson' } });
  expect(parseBackup('{"kind":"other"}')).toEqual({ ok: false, problem: { kind: 'notBackup' } });
  const good = makeBackup(store());
  const bad = structuredClone(good);
  bad.settings.device.fontSize = 'huge';
  expect(parseBackup(JSON.stringify(bad))).toEqual({
    ok: false,
    problem: { kind: 'badValue', key: 'fontSize' },
  });
  const wrongLevel = structuredClone(good);
  wrongLevel.settings.device.keepCw = true;
  expect(parseBackup(JSON.stringify(wrongLevel))).toEqual({
    ok: false,
    problem: { kind: 'unknownSetting', key: 'keepCw' },
  });
});

test('plugin tokens stay on the device: never written into a backup, refused in one', () => {
  const a = store();
  a.set('pluginTokens', { p1: 'secret-token' });
  const backup = makeBackup(a);
  expect(JSON.stringify(backup)).not.toContain('secret-token');
  backup.settings.deviceAccount.pluginTokens = { p1: 'planted' };
  expect(parseBackup(JSON.stringify(backup))).toEqual({
    ok: false,
    problem: { kind: 'unknownSetting', key: 'pluginTokens' },
  });
});
