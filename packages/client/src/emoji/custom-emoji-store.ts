/**
 * Spec P2 §4, §7, §9: the instance's custom emoji list, kept in localStorage with the time of the fetch,
 * fetched again when that is over an hour old, and changed live by the emojiAdded, emojiUpdated and
 * emojiDeleted stream events (the list and its cache both).
 */
import type { entities } from 'misskey-js';
import type { CustomEmoji } from './custom-emoji.ts';
import { EMOJI_CACHE_REFRESH_MS } from './emoji-constants.ts';

export const EMOJI_CACHE_KEY = 'kumo:emojis';

export interface EmojiCache {
  fetchedAt: number;
  emojis: CustomEmoji[];
  /** The server the list is of: another server's list (after switching to an account there) is no cache. */
  server?: string;
}

export type EmojiEvent =
  | { type: 'emojiAdded'; body: { emoji: entities.EmojiDetailed | CustomEmoji } }
  | { type: 'emojiUpdated'; body: { emojis: Array<entities.EmojiDetailed | CustomEmoji> } }
  | { type: 'emojiDeleted'; body: { emojis: Array<Pick<CustomEmoji, 'name'>> } };

export const EMOJI_EVENT_TYPES = ['emojiAdded', 'emojiUpdated', 'emojiDeleted'] as const;

/** Spec P2 §7: the cached list is fetched again when the last fetch is over one hour old. */
export function isCacheStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > EMOJI_CACHE_REFRESH_MS;
}

/** An EmojiDetailed from an event in the shape `emojis` returns (EmojiSimple and the extra spec fields). */
function toListed(e: entities.EmojiDetailed | CustomEmoji): CustomEmoji {
  const listed: CustomEmoji = {
    name: e.name,
    aliases: e.aliases ?? [],
    category: e.category ?? null,
    url: e.url,
  };
  if (e.localOnly) listed.localOnly = true;
  if (e.isSensitive) listed.isSensitive = true;
  if (e.roleIdsThatCanBeUsedThisEmojiAsReaction?.length)
    listed.roleIdsThatCanBeUsedThisEmojiAsReaction = e.roleIdsThatCanBeUsedThisEmojiAsReaction;
  if ('status' in e) listed.status = e.status;
  if ('uploadedUserName' in e) listed.uploadedUserName = e.uploadedUserName;
  return listed;
}

function upsert(list: CustomEmoji[], emoji: CustomEmoji): CustomEmoji[] {
  const i = list.findIndex((e) => e.name === emoji.name);
  if (i === -1) return [...list, emoji];
  const next = [...list];
  next[i] = emoji;
  return next;
}

/** A realtime event applied to the list (idempotent: the same event twice gives the same list). */
export function applyEmojiEvent(list: readonly CustomEmoji[], event: EmojiEvent): CustomEmoji[] {
  switch (event.type) {
    case 'emojiAdded':
      return upsert([...list], toListed(event.body.emoji));
    case 'emojiUpdated':
      return event.body.emojis.reduce((acc, e) => upsert(acc, toListed(e)), [...list]);
    case 'emojiDeleted': {
      const gone = new Set(event.body.emojis.map((e) => e.name));
      return list.filter((e) => !gone.has(e.name));
    }
  }
}

function isEmojiEvent(type: string, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  if (type === 'emojiAdded') return typeof (body as { emoji?: { name?: unknown } }).emoji?.name === 'string';
  return Array.isArray((body as { emojis?: unknown }).emojis);
}

interface StoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The server whose list this is (the API's origin); a cache of another server's is not read. */
  server?: string;
  fetchEmojis: () => Promise<CustomEmoji[]>;
  now?: () => number;
}

/** The list, its cache and its live updates; components read it through useCustomEmojis(). */
export class CustomEmojiStore {
  private cache: EmojiCache | null;
  private listeners = new Set<() => void>();
  private inflight: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: StoreDeps) {
    this.now = deps.now ?? Date.now;
    this.cache = this.read();
  }

  private read(): EmojiCache | null {
    try {
      const raw = this.deps.storage.getItem(EMOJI_CACHE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<EmojiCache>;
      if (typeof parsed.fetchedAt !== 'number' || !Array.isArray(parsed.emojis)) return null;
      if ((parsed.server ?? null) !== (this.deps.server ?? null)) return null;
      return { fetchedAt: parsed.fetchedAt, emojis: parsed.emojis, server: parsed.server };
    } catch {
      return null;
    }
  }

  private write(cache: EmojiCache): void {
    this.cache = cache;
    try {
      this.deps.storage.setItem(EMOJI_CACHE_KEY, JSON.stringify(cache));
    } catch {
      // a full storage only loses the cache; the list in memory is still right
    }
    this.listeners.forEach((l) => l());
  }

  /** Every custom emoji the server listed (any status), or null before the first fetch. */
  getSnapshot = (): CustomEmoji[] | null => this.cache?.emojis ?? null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  fetchedAt(): number | null {
    return this.cache?.fetchedAt ?? null;
  }

  /** Spec P2 §7 `emojis`: fetch the list and refresh the cache (one request at a time). */
  refresh(): Promise<void> {
    this.inflight ??= this.deps
      .fetchEmojis()
      .then((emojis) => this.write({ fetchedAt: this.now(), emojis, server: this.deps.server }))
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  /** The cached variant: fetch only when there is no cache or it is over an hour old. */
  refreshIfStale(): Promise<void> {
    if (this.cache && !isCacheStale(this.cache.fetchedAt, this.now())) return Promise.resolve();
    return this.refresh();
  }

  /** A stream event; anything that is not a well-formed emoji event is ignored. */
  apply(type: string, body: unknown): void {
    if (!(EMOJI_EVENT_TYPES as readonly string[]).includes(type) || !isEmojiEvent(type, body)) return;
    const current = this.cache ?? { fetchedAt: 0, emojis: [], server: this.deps.server };
    this.write({ ...current, emojis: applyEmojiEvent(current.emojis, { type, body } as EmojiEvent) });
  }

  /** Another tab wrote the cache. */
  reload(): void {
    const next = this.read();
    if (!next) return;
    this.cache = next;
    this.listeners.forEach((l) => l());
  }
}
