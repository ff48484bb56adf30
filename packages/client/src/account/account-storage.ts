/** Spec P1 §3: the signed-in account kept in local storage, and the list of stored accounts (id and token). */
export interface StoredAccount {
  id: string;
  token: string;
  username: string;
  isAdmin: boolean;
  isModerator: boolean;
  notesCount: number;
}

export interface AccountListEntry {
  id: string;
  token: string;
}

const ACCOUNT_KEY = 'account';
const ACCOUNT_LIST_KEY = 'accounts';

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function isStoredAccount(v: unknown): v is StoredAccount {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as StoredAccount).id === 'string' &&
    typeof (v as StoredAccount).token === 'string'
  );
}

export function readAccount(): StoredAccount | null {
  const v = readJson(ACCOUNT_KEY);
  return isStoredAccount(v) ? v : null;
}

export function readAccountList(): AccountListEntry[] {
  const v = readJson(ACCOUNT_LIST_KEY);
  return Array.isArray(v) ? v.filter(isStoredAccount).map(({ id, token }) => ({ id, token })) : [];
}

export function writeAccount(account: StoredAccount): void {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  const list = readAccountList().filter((a) => a.id !== account.id);
  list.push({ id: account.id, token: account.token });
  localStorage.setItem(ACCOUNT_LIST_KEY, JSON.stringify(list));
}

export function removeAccount(id: string): void {
  const current = readAccount();
  if (current?.id === id) localStorage.removeItem(ACCOUNT_KEY);
  localStorage.setItem(ACCOUNT_LIST_KEY, JSON.stringify(readAccountList().filter((a) => a.id !== id)));
}
