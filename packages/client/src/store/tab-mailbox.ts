import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';

/** Spec P1 §9: a message between tabs is kept this long in the browser database. */
export const TAB_MESSAGE_TTL_MS = 45_000;

/** A setting change told to the other tabs, stamped with when and by which tab. */
export interface MailboxMessage<T> {
  id: string;
  at: number;
  from: string;
  body: T;
}

/**
 * Messages between tabs kept in IndexedDB for 45 s (spec P1 §9): a tab that slept through the fast
 * path (BroadcastChannel) reads what it missed when it wakes. Older messages are dropped on each read.
 */
export class TabMailbox<T> {
  readonly tabId = Math.random().toString(36).slice(2);
  private seenUntil = Date.now();
  private store: UseStore | undefined;

  /** `db` for tests; by default the database is opened on first use, not at start-up. */
  constructor(db?: UseStore) {
    this.store = db;
  }

  private get db(): UseStore {
    return (this.store ??= createStore('kumo-tab-messages', 'messages'));
  }

  async post(body: T, now = Date.now()): Promise<void> {
    const id = `${now}-${this.tabId}-${Math.random().toString(36).slice(2, 8)}`;
    await set(id, { id, at: now, from: this.tabId, body } satisfies MailboxMessage<T>, this.db);
  }

  /** Removes the messages whose body matches at once (an account signing out leaves none of its own). */
  async drop(match: (body: T) => boolean): Promise<void> {
    const all = (await entries<string, MailboxMessage<T>>(this.db)).map(([, m]) => m);
    await delMany(
      all.filter((m) => match(m.body)).map((m) => m.id),
      this.db,
    );
  }

  /** What other tabs posted since this tab last looked, oldest first; messages past 45 s are dropped. */
  async unread(now = Date.now()): Promise<T[]> {
    const all = (await entries<string, MailboxMessage<T>>(this.db)).map(([, m]) => m);
    const stale = all.filter((m) => now - m.at > TAB_MESSAGE_TTL_MS);
    await Promise.all(stale.map((m) => del(m.id, this.db)));
    const since = this.seenUntil;
    this.seenUntil = now;
    return all
      .filter((m) => m.from !== this.tabId && m.at >= since && now - m.at <= TAB_MESSAGE_TTL_MS)
      .sort((a, b) => a.at - b.at)
      .map((m) => m.body);
  }
}
