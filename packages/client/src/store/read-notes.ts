/** Spec P1 §3, §5, §9: read-note records (key, lastShowDate) in IndexedDB, schema version 2, kept one month. */
export const READ_NOTES_DB = 'kumo-read-notes';
export const READ_NOTES_SCHEMA_VERSION = 2;
const STORE = 'notes';

export interface ReadNoteRecord {
  key: string;
  lastShowDate: number;
}

/** Records last shown before this moment are expired: one calendar month before `now`. */
export function expiryCutoff(now: Date): number {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - 1);
  return cutoff.getTime();
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function openReadNotes(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  const req = factory.open(READ_NOTES_DB, READ_NOTES_SCHEMA_VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    // schema 1 had no date index: start the store afresh
    if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
    db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('lastShowDate', 'lastShowDate');
  };
  return request(req);
}

export async function markNoteShown(db: IDBDatabase, key: string, when = Date.now()): Promise<void> {
  const tx = db.transaction(STORE, 'readwrite');
  await request(tx.objectStore(STORE).put({ key, lastShowDate: when } satisfies ReadNoteRecord));
}

export async function readNoteRecord(db: IDBDatabase, key: string): Promise<ReadNoteRecord | undefined> {
  return request(db.transaction(STORE).objectStore(STORE).get(key) as IDBRequest<ReadNoteRecord | undefined>);
}

/** Deletes every record older than one month; resolves to how many went. */
export async function cleanupReadNotes(db: IDBDatabase, now = new Date()): Promise<number> {
  const tx = db.transaction(STORE, 'readwrite');
  const index = tx.objectStore(STORE).index('lastShowDate');
  const keys = await request(index.getAllKeys(IDBKeyRange.upperBound(expiryCutoff(now), true)));
  const store = tx.objectStore(STORE);
  await Promise.all(keys.map((k) => request(store.delete(k))));
  return keys.length;
}

// The session's connection and the records waiting to be written (several shows become one write).
let shared: Promise<IDBDatabase> | null = null;
const pending = new Map<string, number>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
const FLUSH_MS = 1000;

function sharedDb(): Promise<IDBDatabase> {
  shared ??= openReadNotes();
  return shared;
}

async function flush(): Promise<void> {
  flushTimer = null;
  const batch = [...pending];
  pending.clear();
  const db = await sharedDb();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  await Promise.all(batch.map(([key, when]) => request(store.put({ key, lastShowDate: when }))));
}

/**
 * Records that the notes of `key` (a channel's, `channel:<id>`; an antenna's, `antenna:<id>`) were
 * just shown; written within a second, one write for many shows. Unread marks compare with it.
 */
export function recordShown(key: string, when = Date.now()): void {
  if (typeof indexedDB === 'undefined') return;
  pending.set(key, when);
  flushTimer ??= setTimeout(() => void flush().catch(() => undefined), FLUSH_MS);
}

/** When the notes of each key were last shown (undefined: never, or records not readable). */
export async function lastShown(keys: readonly string[]): Promise<Record<string, number | undefined>> {
  const out: Record<string, number | undefined> = {};
  if (typeof indexedDB === 'undefined' || keys.length === 0) return out;
  const db = await sharedDb();
  const store = db.transaction(STORE).objectStore(STORE);
  await Promise.all(
    keys.map(async (key) => {
      out[key] =
        pending.get(key) ??
        (await request(store.get(key) as IDBRequest<ReadNoteRecord | undefined>))?.lastShowDate;
    }),
  );
  return out;
}
