import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { api, apiUrl } from '@/api/index.ts';
import { useStream, type Stream } from '@/stream/index.ts';
import { isApproved, type CustomEmoji } from './custom-emoji.ts';
import { CustomEmojiStore, EMOJI_CACHE_KEY, EMOJI_EVENT_TYPES } from './custom-emoji-store.ts';

let store: CustomEmojiStore | null = null;

/** The app's custom emoji store (one per page: the list belongs to the instance, not to an account). */
export function customEmojiStore(): CustomEmojiStore {
  store ??= new CustomEmojiStore({
    storage: localStorage,
    server: apiUrl('') || location.origin,
    fetchEmojis: async () => (await api('emojis', {})).emojis,
  });
  return store;
}

/** For tests: start from a store of their own. */
export function setCustomEmojiStore(next: CustomEmojiStore | null): void {
  store = next;
}

/** Stream listeners, once per stream however many components use the list. */
const attached = new WeakMap<Stream, { users: number; detach: () => void }>();

function attach(stream: Stream, target: CustomEmojiStore): () => void {
  let entry = attached.get(stream);
  if (!entry) {
    const offs = [
      ...EMOJI_EVENT_TYPES.map((type) => stream.events.on(type, (body) => target.apply(type, body))),
      // events may have been missed while disconnected
      stream.events.on('reconnected', () => void target.refresh().catch(() => {})),
    ];
    entry = { users: 0, detach: () => offs.forEach((off) => off()) };
    attached.set(stream, entry);
  }
  const e = entry;
  e.users += 1;
  return () => {
    e.users -= 1;
    if (e.users > 0) return;
    e.detach();
    attached.delete(stream);
  };
}

/**
 * The instance's custom emoji that may be shown (status APPROVED or no status), kept fresh: the cached list is
 * refetched when over an hour old and follows the realtime events. null until the first list arrives.
 */
export function useCustomEmojis(): CustomEmoji[] | null {
  const all = useEmojiSnapshot();
  return useMemo(() => all?.filter(isApproved) ?? null, [all]);
}

const maps = new WeakMap<readonly CustomEmoji[], ReadonlyMap<string, CustomEmoji>>();

/**
 * The same list by name, built once per version of the list however many components ask (every
 * reaction chip of a custom emoji does). null until the first list arrives.
 */
export function useCustomEmojiMap(): ReadonlyMap<string, CustomEmoji> | null {
  const all = useEmojiSnapshot();
  if (!all) return null;
  let map = maps.get(all);
  if (!map) {
    map = new Map(all.filter(isApproved).map((e) => [e.name, e]));
    maps.set(all, map);
  }
  return map;
}

/** The store's list as it is now, refetched when stale and kept fresh by the stream and other tabs. */
function useEmojiSnapshot(): readonly CustomEmoji[] | null {
  const s = customEmojiStore();
  const all = useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot);
  const stream = useStream();
  useEffect(() => {
    s.refreshIfStale().catch((err: unknown) => console.error('emojis: could not fetch the list', err));
  }, [s]);
  useEffect(() => (stream ? attach(stream, s) : undefined), [stream, s]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === EMOJI_CACHE_KEY) s.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [s]);
  return all;
}
