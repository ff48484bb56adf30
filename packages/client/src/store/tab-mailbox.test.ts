import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, test } from 'vitest';
import { SettingsStore } from './settings-store.ts';
import { TAB_MESSAGE_TTL_MS, TabMailbox } from './tab-mailbox.ts';

const env = { prefersReducedMotion: false, isMobile: false };
let n = 0;
/** Two tabs' mailboxes over one browser database (a fresh one per test). */
function twoTabs() {
  const db = createStore(`kumo-tab-test-${++n}`, 'messages');
  return [new TabMailbox<string>(db), new TabMailbox<string>(db)] as const;
}

describe('messages between tabs (spec P1 §9)', () => {
  test('a tab reads what another posted since it last looked, never its own', async () => {
    const [a, b] = twoTabs();
    const t0 = Date.now() + 10;
    await a.post('one', t0);
    await a.post('two', t0 + 1);
    expect(await b.unread(t0 + 5)).toEqual(['one', 'two']);
    expect(await b.unread(t0 + 6)).toEqual([]);
    expect(await a.unread(t0 + 7)).toEqual([]);
  });

  test('a message lives 45 s: a tab that slept longer does not get it', async () => {
    const [a, b] = twoTabs();
    const t0 = Date.now() + 10;
    await a.post('late', t0);
    expect(await b.unread(t0 + TAB_MESSAGE_TTL_MS + 1)).toEqual([]);
  });

  test('a settings store that slept through a change applies it when it catches up', async () => {
    const db = createStore(`kumo-tab-test-${++n}`, 'messages');
    const store = (storage: Storage) =>
      new SettingsStore({ storage, accountId: 'a1', env, mailbox: new TabMailbox(db) });
    const memory = (): Storage => {
      const m = new Map<string, string>();
      return {
        get length() {
          return m.size;
        },
        clear: () => m.clear(),
        getItem: (k) => m.get(k) ?? null,
        key: (i) => [...m.keys()][i] ?? null,
        removeItem: (k) => void m.delete(k),
        setItem: (k, v) => void m.set(k, v),
      };
    };
    const awake = store(memory());
    const asleep = store(memory());
    awake.set('keepCw', false);
    // the post is asynchronous: wait until it is in the database
    await new Promise((r) => setTimeout(r, 20));
    expect(asleep.get('keepCw')).toBe(true);
    await asleep.catchUp();
    expect(asleep.get('keepCw')).toBe(false);
  });
});
