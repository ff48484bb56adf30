import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';

const KEY = 'relays';

export interface Relay {
  id: string;
  inbox: string;
  status: 'requesting' | 'accepted' | 'rejected';
}

export function listRelays(db: Db): Relay[] {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as Relay[]) : [];
}

function store(db: Db, relays: Relay[]): void {
  db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, JSON.stringify(relays));
}

/**
 * A relay is added as Misskey adds one: asked to relay ("requesting") until it accepts. This
 * instance sends nothing to other servers, so its relays stay requesting.
 */
export function addRelay(db: Db, inbox: string): Relay {
  const existing = listRelays(db).find((r) => r.inbox === inbox);
  if (existing) return existing;
  const relay: Relay = { id: genId(), inbox, status: 'requesting' };
  store(db, [...listRelays(db), relay]);
  return relay;
}

/** Removes the relay of that inbox; false when there is none. */
export function removeRelay(db: Db, inbox: string): boolean {
  const relays = listRelays(db);
  const rest = relays.filter((r) => r.inbox !== inbox);
  if (rest.length === relays.length) return false;
  store(db, rest);
  return true;
}
