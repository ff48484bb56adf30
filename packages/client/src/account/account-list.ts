import { del, get, set } from 'idb-keyval';
import type { AccountListEntry } from './account-storage.ts';

/**
 * Spec P1 §3, §4: the list of accounts on this device (id and token only), kept in IndexedDB; when
 * persistent storage fails it falls back to local storage.
 */
const KEY = 'accounts';

function readLocal(): AccountListEntry[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function isEntry(v: unknown): v is AccountListEntry {
  return (
    !!v && typeof (v as AccountListEntry).id === 'string' && typeof (v as AccountListEntry).token === 'string'
  );
}

export async function getAccountList(): Promise<AccountListEntry[]> {
  try {
    const stored = await get<unknown>(KEY);
    if (Array.isArray(stored)) return stored.filter(isEntry);
    // first run with IndexedDB: take over what local storage had
    const local = readLocal();
    if (local.length > 0) await set(KEY, local);
    return local;
  } catch {
    return readLocal();
  }
}

async function save(list: AccountListEntry[]): Promise<void> {
  localStorage.setItem(KEY, JSON.stringify(list));
  try {
    await set(KEY, list);
  } catch {
    // local storage already holds it
  }
}

export async function addAccountEntry(entry: AccountListEntry): Promise<void> {
  const list = (await getAccountList()).filter((a) => a.id !== entry.id);
  await save([...list, entry]);
}

export async function removeAccountEntry(match: {
  id?: string;
  token?: string;
}): Promise<AccountListEntry[]> {
  const list = (await getAccountList()).filter((a) => a.id !== match.id && a.token !== match.token);
  await save(list);
  return list;
}

export async function clearAccountList(): Promise<void> {
  localStorage.removeItem(KEY);
  await del(KEY).catch(() => undefined);
}
