import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { entities } from 'misskey-js';
import {
  DRAFT_STASH_PREFIX,
  DRAFTS_DB,
  DRAFTS_STORE,
  draftKey,
  hasLeftDevice,
  type ReactionAcceptance,
} from '@/store/index.ts';
import type { PollDraft } from './poll-rules.ts';
import type { Visibility } from './visibility-rules.ts';

/** Everything the form restores when it opens again in the same context. */
export interface NoteDraft {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  files: entities.DriveFile[];
  poll: PollDraft | null;
  visibleUsers: entities.UserLite[];
  quoteId: string | null;
  reactionAcceptance: ReactionAcceptance;
  /** The server's copy of this draft (notes/drafts/*), where the server keeps drafts. */
  serverDraftId?: string | null;
}

interface StoredDraft {
  updatedAt: string;
  data: Partial<NoteDraft>;
}

/** The localStorage key the first version kept drafts under; moved into IndexedDB once. */
export const LEGACY_DRAFTS_KEY = 'drafts';
/** Light debounce: a reload right after typing still finds the draft (pagehide flushes it too). */
export const DRAFT_SAVE_DELAY_MS = 300;

let store: UseStore | null = null;
function draftStore(): UseStore {
  store ??= createStore(DRAFTS_DB, DRAFTS_STORE);
  return store;
}

const storageKey = draftKey;

/**
 * A page being closed does not wait for IndexedDB, so the last change is also written to
 * localStorage synchronously at that moment; the next load moves it into IndexedDB.
 */
const STASH_PREFIX = DRAFT_STASH_PREFIX;

function readStash(id: string): StoredDraft | null {
  try {
    const v = JSON.parse(localStorage.getItem(STASH_PREFIX + id) ?? 'null') as StoredDraft | null;
    return v && typeof v.data === 'object' && typeof v.updatedAt === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Synchronous save for pagehide and visibilitychange (the tab may be gone before IndexedDB answers). */
export function stashDraft(accountId: string | null, key: string, draft: Partial<NoteDraft>): void {
  if (hasLeftDevice(accountId)) return; // signed out: its drafts went with it
  try {
    localStorage.setItem(
      STASH_PREFIX + storageKey(accountId, key),
      JSON.stringify({ updatedAt: new Date().toISOString(), data: draft } satisfies StoredDraft),
    );
  } catch {
    // storage full: IndexedDB may still make it
  }
}

/** A draft with nothing worth keeping is removed instead of saved. */
export function isEmptyDraft(d: Partial<NoteDraft>): boolean {
  return (
    (d.text ?? '').trim() === '' &&
    !(d.useCw && (d.cw ?? '').trim() !== '') &&
    (d.files?.length ?? 0) === 0 &&
    d.poll == null &&
    d.quoteId == null
  );
}

let migrated = false;
/** The first version kept `{ key: { updatedAt, data: { text } } }` in localStorage: move it over once. */
async function migrateLegacyDrafts(accountId: string | null): Promise<void> {
  if (migrated) return;
  migrated = true;
  const raw = localStorage.getItem(LEGACY_DRAFTS_KEY);
  if (raw === null) return;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed as Record<string, StoredDraft>)) {
        const text = value?.data?.text;
        if (typeof text !== 'string' || text === '') continue;
        const target = storageKey(accountId, key);
        if ((await get(target, draftStore())) === undefined)
          await set(target, { updatedAt: value.updatedAt, data: { text } }, draftStore());
      }
    }
  } catch {
    // unreadable: dropped
  }
  localStorage.removeItem(LEGACY_DRAFTS_KEY);
}

export async function loadDraft(accountId: string | null, key: string): Promise<Partial<NoteDraft> | null> {
  const id = storageKey(accountId, key);
  try {
    await migrateLegacyDrafts(accountId);
    let stored = await get<StoredDraft>(id, draftStore());
    const stash = readStash(id);
    if (stash) {
      if (!stored || stash.updatedAt >= stored.updatedAt) {
        stored = stash;
        if (isEmptyDraft(stash.data)) await del(id, draftStore());
        else await set(id, stash, draftStore());
      }
      localStorage.removeItem(STASH_PREFIX + id);
    }
    return stored && typeof stored.data === 'object' && !isEmptyDraft(stored.data) ? stored.data : null;
  } catch (err) {
    console.warn('drafts: could not read', err);
    return null;
  }
}

export async function saveDraft(
  accountId: string | null,
  key: string,
  draft: Partial<NoteDraft>,
): Promise<void> {
  if (hasLeftDevice(accountId)) return;
  // this is the newest state now; an older synchronous copy must not come back
  localStorage.removeItem(STASH_PREFIX + storageKey(accountId, key));
  try {
    if (isEmptyDraft(draft)) await del(storageKey(accountId, key), draftStore());
    else
      await set(
        storageKey(accountId, key),
        { updatedAt: new Date().toISOString(), data: draft } satisfies StoredDraft,
        draftStore(),
      );
  } catch (err) {
    console.warn('drafts: could not save', err);
  }
}

export async function removeDraft(accountId: string | null, key: string): Promise<void> {
  localStorage.removeItem(STASH_PREFIX + storageKey(accountId, key));
  try {
    await del(storageKey(accountId, key), draftStore());
  } catch (err) {
    console.warn('drafts: could not remove', err);
  }
}

/** For tests: forget the opened database and the migration flag. */
export function resetDraftStoreForTests(): void {
  store = null;
  migrated = false;
}

/**
 * Saves the latest draft after a short pause, at once on `flush()` (the page being hidden or
 * closed), and never after `cancel()` (a successful post).
 */
export function createDraftSaver<T>(save: (draft: T) => void, delayMs: number = DRAFT_SAVE_DELAY_MS) {
  let pending: { draft: T } | null = null;
  // the newest draft given, saved or not: a save that began may not end before the page closes
  let newest: { draft: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Saves what is pending at once; returns it (null when nothing was pending). */
  const flush = (): T | null => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!pending) return null;
    const { draft } = pending;
    pending = null;
    save(draft);
    return draft;
  };
  return {
    schedule(draft: T) {
      pending = newest = { draft };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    /** The newest draft scheduled (null after cancel): what a closing page keeps synchronously. */
    latest: (): T | null => newest?.draft ?? null,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = newest = null;
    },
  };
}
