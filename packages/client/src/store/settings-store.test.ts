import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_REACTIONS } from './settings-defs.ts';
import { SettingsStore } from './settings-store.ts';

const env = { prefersReducedMotion: false, isMobile: false };

/** Two BroadcastChannel-like ends that deliver to each other, like two tabs. */
function tabPair() {
  const ends = [0, 1].map(() => ({ listeners: [] as Array<(ev: MessageEvent) => void> }));
  const make = (me: number) => ({
    postMessage: (data: unknown) => ends[1 - me]!.listeners.forEach((l) => l({ data } as MessageEvent)),
    addEventListener: (_: 'message', l: (ev: MessageEvent) => void) => void ends[me]!.listeners.push(l),
    close: () => undefined,
  });
  return [make(0), make(1)] as const;
}

describe('settings store (spec P1 §3, §4)', () => {
  beforeEach(() => localStorage.clear());

  test('defaults follow the spec', () => {
    const s = new SettingsStore({ storage: localStorage, accountId: 'a1', env });
    expect(s.get('keepCw')).toBe(true);
    expect(s.get('reactions')).toEqual(DEFAULT_REACTIONS);
    expect(s.get('reactions')).toHaveLength(10);
    expect(s.get('serverDisconnectedBehavior')).toBe('quiet');
    expect(s.get('tl')).toEqual({ src: 'recommend', arg: null });
    expect(s.get('fontSize')).toBe(14);
    expect(s.get('reactionAcceptance')).toBe('nonSensitiveOnly');
  });

  test('reduced motion turns animation off and stops animated images by default', () => {
    const s = new SettingsStore({
      storage: localStorage,
      accountId: null,
      env: { ...env, prefersReducedMotion: true },
    });
    expect(s.get('animation')).toBe(false);
    expect(s.get('disableShowingAnimatedImages')).toBe(true);
  });

  test('a change applies at once, is stored at its level and survives a new store', () => {
    localStorage.clear();
    const s = new SettingsStore({ storage: localStorage, accountId: 'a1', env });
    const seen = vi.fn();
    s.subscribe('nsfw', seen);
    s.set('nsfw', 'force');
    s.set('visibility', 'home');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('kumo:settings:device')!)).toEqual({ nsfw: 'force' });
    expect(JSON.parse(localStorage.getItem('kumo:settings:deviceAccount:a1')!)).toEqual({
      visibility: 'home',
    });
    expect(new SettingsStore({ storage: localStorage, accountId: 'a1', env }).get('nsfw')).toBe('force');
    expect(new SettingsStore({ storage: localStorage, accountId: 'a2', env }).get('visibility')).toBe(
      'public',
    );
  });

  test('account-level changes are pushed to the registry; device-level ones are not', () => {
    const push = vi.fn(async () => undefined);
    const s = new SettingsStore({ storage: localStorage, accountId: 'a1', env, push });
    s.set('keepCw', false);
    s.set('darkMode', true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('keepCw', false);
  });

  test("a visitor's settings stay local", () => {
    const push = vi.fn(async () => undefined);
    const s = new SettingsStore({ storage: localStorage, accountId: null, env, push });
    s.set('keepCw', false);
    expect(push).not.toHaveBeenCalled();
    expect(s.get('keepCw')).toBe(false);
  });

  test('storing undefined is refused with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = new SettingsStore({ storage: localStorage, accountId: 'a1', env });
    s.set('memo', undefined as unknown as string);
    expect(error).toHaveBeenCalled();
    expect(s.get('memo')).toBeNull();
    error.mockRestore();
  });

  test('a change in one tab reaches the other tab for the same account', () => {
    const [one, two] = tabPair();
    const a = new SettingsStore({ storage: localStorage, accountId: 'a1', env, channel: one });
    const b = new SettingsStore({ storage: localStorage, accountId: 'a1', env, channel: two });
    const seen = vi.fn();
    b.subscribe('collapseRenotes', seen);
    a.set('collapseRenotes', false);
    expect(b.get('collapseRenotes')).toBe(false);
    expect(seen).toHaveBeenCalled();
  });

  test('registry values from the server and registryUpdated events update the local copy, not pushed back', () => {
    const push = vi.fn(async () => undefined);
    const s = new SettingsStore({ storage: localStorage, accountId: 'a9', env, push });
    s.applyFromServer({ keepCw: false, notASetting: 1, darkMode: true });
    expect(s.get('keepCw')).toBe(false);
    expect(s.get('darkMode')).toBe(false);
    s.onRegistryUpdated({ scope: ['client', 'base'], key: 'showFullAcct', value: true });
    s.onRegistryUpdated({ scope: ['client', 'other'], key: 'keepCw', value: true });
    expect(s.get('showFullAcct')).toBe(true);
    expect(s.get('keepCw')).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  test('the registry read at start-up tells a setting the account never stored from one not read yet', () => {
    const s = new SettingsStore({
      storage: localStorage,
      accountId: 'a10',
      env,
      push: async () => undefined,
    });
    const seen = vi.fn();
    s.subscribe('widgets', seen);
    expect(s.stored('widgets')).toBeUndefined();
    expect(s.accountSettingsRead()).toBe(false);
    s.applyRegistry({ keepCw: false });
    expect(s.stored('widgets')).toBeUndefined();
    expect(s.accountSettingsRead()).toBe(true);
    expect(seen).toHaveBeenCalled();
    s.applyRegistry({ widgets: [] });
    expect(s.stored('widgets')).toEqual([]);
  });

  test('a late echo of an older change of this tab does not undo a newer one; a change from another device applies', async () => {
    const push = vi.fn(async () => undefined);
    const s = new SettingsStore({ storage: localStorage, accountId: 'a10', env, push });
    s.set('widgets', [{ name: 'clock', id: 'w1', place: 'right', data: {} }]);
    await Promise.resolve();
    s.set('widgets', [{ name: 'clock', id: 'w1', place: 'right', data: { size: 'large' } }]);
    s.onRegistryUpdated({
      scope: ['client', 'base'],
      key: 'widgets',
      value: [{ name: 'clock', id: 'w1', place: 'right', data: {} }],
    });
    expect(s.get('widgets')).toEqual([{ name: 'clock', id: 'w1', place: 'right', data: { size: 'large' } }]);
    s.onRegistryUpdated({ scope: ['client', 'base'], key: 'widgets', value: [] });
    expect(s.get('widgets')).toEqual([]);
  });

  test('the same default object is returned on every read', () => {
    const s = new SettingsStore({ storage: localStorage, accountId: 'z', env });
    expect(s.get('menu')).toBe(s.get('menu'));
  });
});
