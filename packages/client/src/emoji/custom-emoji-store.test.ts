import { describe, expect, test, vi } from 'vitest';
import type { CustomEmoji } from './custom-emoji.ts';
import { CustomEmojiStore, EMOJI_CACHE_KEY, applyEmojiEvent, isCacheStale } from './custom-emoji-store.ts';
import { EMOJI_CACHE_REFRESH_MS } from './emoji-constants.ts';

const HOUR = 60 * 60 * 1000;
const emoji = (name: string, extra: Partial<CustomEmoji> = {}): CustomEmoji => ({
  name,
  aliases: [],
  category: null,
  url: `https://x.test/${name}.webp`,
  ...extra,
});
const detailed = (name: string, extra = {}) => ({
  id: `id-${name}`,
  name,
  aliases: ['a'],
  category: 'cat',
  host: null,
  url: `https://x.test/${name}.webp`,
  license: null,
  isSensitive: false,
  localOnly: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('cache age', () => {
  test('the refresh period is one hour', () => {
    expect(EMOJI_CACHE_REFRESH_MS).toBe(HOUR);
  });

  test('a cache an hour old or younger is fresh; older is stale', () => {
    expect(isCacheStale(0, HOUR)).toBe(false);
    expect(isCacheStale(0, HOUR + 1)).toBe(true);
  });
});

describe('the custom emoji store', () => {
  test('with no cache the list is fetched and stored with the time of the fetch', async () => {
    const storage = memoryStorage();
    const fetchEmojis = vi.fn(async () => [emoji('blobcat')]);
    const store = new CustomEmojiStore({ storage, fetchEmojis, now: () => 1000 });
    expect(store.getSnapshot()).toBeNull();
    await store.refreshIfStale();
    expect(fetchEmojis).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['blobcat']);
    expect(JSON.parse(storage.data.get(EMOJI_CACHE_KEY)!)).toEqual({
      fetchedAt: 1000,
      emojis: [emoji('blobcat')],
    });
  });

  test('a cache under an hour old is used without fetching', async () => {
    const storage = memoryStorage({
      [EMOJI_CACHE_KEY]: JSON.stringify({ fetchedAt: 0, emojis: [emoji('cached')] }),
    });
    const fetchEmojis = vi.fn(async () => [emoji('fresh')]);
    const store = new CustomEmojiStore({ storage, fetchEmojis, now: () => HOUR - 1 });
    await store.refreshIfStale();
    expect(fetchEmojis).not.toHaveBeenCalled();
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['cached']);
  });

  test('a cache over an hour old is shown at once, then replaced by a new fetch', async () => {
    const storage = memoryStorage({
      [EMOJI_CACHE_KEY]: JSON.stringify({ fetchedAt: 0, emojis: [emoji('cached')] }),
    });
    const store = new CustomEmojiStore({
      storage,
      fetchEmojis: async () => [emoji('fresh')],
      now: () => 2 * HOUR,
    });
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['cached']);
    await store.refreshIfStale();
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['fresh']);
    expect(store.fetchedAt()).toBe(2 * HOUR);
  });

  test('refreshing twice at once sends one request', async () => {
    const fetchEmojis = vi.fn(async () => [emoji('a')]);
    const store = new CustomEmojiStore({ storage: memoryStorage(), fetchEmojis });
    await Promise.all([store.refresh(), store.refresh()]);
    expect(fetchEmojis).toHaveBeenCalledTimes(1);
  });

  test('a broken cache is ignored', () => {
    const storage = memoryStorage({ [EMOJI_CACHE_KEY]: '{not json' });
    const store = new CustomEmojiStore({ storage, fetchEmojis: async () => [] });
    expect(store.getSnapshot()).toBeNull();
  });

  test('realtime events change the list and its cache, and tell subscribers', async () => {
    const storage = memoryStorage();
    const store = new CustomEmojiStore({ storage, fetchEmojis: async () => [emoji('a'), emoji('b')] });
    await store.refresh();
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply('emojiAdded', { emoji: detailed('c') });
    store.apply('emojiDeleted', { emojis: [detailed('a')] });
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['b', 'c']);
    expect(listener).toHaveBeenCalledTimes(2);
    const cached = JSON.parse(storage.data.get(EMOJI_CACHE_KEY)!) as { emojis: CustomEmoji[] };
    expect(cached.emojis.map((e) => e.name)).toEqual(['b', 'c']);
  });

  test('malformed or unrelated events are ignored', async () => {
    const store = new CustomEmojiStore({ storage: memoryStorage(), fetchEmojis: async () => [emoji('a')] });
    await store.refresh();
    store.apply('emojiAdded', { nope: true });
    store.apply('emojiDeleted', null);
    store.apply('noteUpdated', { emojis: [] });
    expect(store.getSnapshot()?.map((e) => e.name)).toEqual(['a']);
  });
});

describe('applying events', () => {
  test('emojiAdded appends an emoji in the listed shape', () => {
    const next = applyEmojiEvent([emoji('a')], { type: 'emojiAdded', body: { emoji: detailed('b') } });
    expect(next).toEqual([
      emoji('a'),
      { name: 'b', aliases: ['a'], category: 'cat', url: 'https://x.test/b.webp' },
    ]);
  });

  test('emojiAdded for a name already listed replaces it (the same event twice changes nothing more)', () => {
    const once = applyEmojiEvent([emoji('a')], { type: 'emojiAdded', body: { emoji: detailed('a') } });
    const twice = applyEmojiEvent(once, { type: 'emojiAdded', body: { emoji: detailed('a') } });
    expect(twice).toEqual(once);
    expect(twice).toHaveLength(1);
  });

  test('emojiUpdated replaces each named emoji in place', () => {
    const next = applyEmojiEvent([emoji('a'), emoji('b')], {
      type: 'emojiUpdated',
      body: {
        emojis: [detailed('a', { isSensitive: true, roleIdsThatCanBeUsedThisEmojiAsReaction: ['r'] })],
      },
    });
    expect(next[0]).toMatchObject({
      name: 'a',
      isSensitive: true,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r'],
    });
    expect(next[1]).toEqual(emoji('b'));
  });

  test('emojiDeleted removes every named emoji', () => {
    const next = applyEmojiEvent([emoji('a'), emoji('b'), emoji('c')], {
      type: 'emojiDeleted',
      body: { emojis: [detailed('a'), detailed('c')] },
    });
    expect(next.map((e) => e.name)).toEqual(['b']);
  });

  test('status and uploader name are kept when the server sends them', () => {
    const next = applyEmojiEvent([], {
      type: 'emojiAdded',
      body: { emoji: { ...detailed('x'), status: 'PENDING', uploadedUserName: 'alice' } },
    });
    expect(next[0]).toMatchObject({ status: 'PENDING', uploadedUserName: 'alice' });
  });

  test("another server's cached list is not shown: switching to an account there fetches that server's", async () => {
    const storage = memoryStorage({
      [EMOJI_CACHE_KEY]: JSON.stringify({
        fetchedAt: Date.now(),
        emojis: [emoji('old')],
        server: 'https://a.example',
      }),
    });
    const onB = new CustomEmojiStore({
      storage,
      server: 'https://b.example',
      fetchEmojis: async () => [emoji('fresh')],
    });
    expect(onB.getSnapshot()).toBeNull();
    await onB.refreshIfStale();
    expect(onB.getSnapshot()?.map((e) => e.name)).toEqual(['fresh']);
    const onA = new CustomEmojiStore({ storage, server: 'https://a.example', fetchEmojis: async () => [] });
    expect(onA.getSnapshot()).toBeNull();
  });
});
