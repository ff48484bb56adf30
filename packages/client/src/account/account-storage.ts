/** Spec P1 §3: the signed-in account, kept in local storage under the key `account`. */
export interface StoredAccount {
  id: string;
  token: string;
  username: string;
  isAdmin: boolean;
  isModerator: boolean;
  notesCount: number;
  /** The account's server, when it is not the one this client is served by (sign-in to any server). */
  origin?: string;
}

export interface AccountListEntry {
  id: string;
  token: string;
  /** As on StoredAccount: absent for accounts of this client's own server. */
  origin?: string;
  /** Kept so that the account menu can name accounts of other servers without asking them. */
  username?: string;
}

const ACCOUNT_KEY = 'account';

function isStoredAccount(v: unknown): v is StoredAccount {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as StoredAccount).id === 'string' &&
    typeof (v as StoredAccount).token === 'string'
  );
}

export function readAccount(): StoredAccount | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(ACCOUNT_KEY) ?? 'null');
    return isStoredAccount(v) ? v : null;
  } catch {
    return null;
  }
}

export function writeAccount(account: StoredAccount): void {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

export function clearAccount(): void {
  localStorage.removeItem(ACCOUNT_KEY);
}

/** Derived flags of spec P1 §3. */
export function isModeratorOrAdmin(a: Pick<StoredAccount, 'isAdmin' | 'isModerator'>): boolean {
  return a.isAdmin || a.isModerator;
}
