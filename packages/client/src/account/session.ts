import type { entities } from 'misskey-js';
import { api } from '../api/index.ts';
import { readAccount, removeAccount, writeAccount, type StoredAccount } from './account-storage.ts';

/** Spec P1 §9: the token cookie lives one year. */
export const TOKEN_COOKIE_MAX_AGE_S = 31_536_000;

export function currentAccount(): StoredAccount | null {
  return readAccount();
}

function toStored(me: entities.MeDetailed, token: string): StoredAccount {
  return {
    id: me.id,
    token,
    username: me.username,
    isAdmin: me.isAdmin ?? false,
    isModerator: me.isModerator ?? false,
    notesCount: me.notesCount,
  };
}

/** Stores the account for `token` as the current one and writes the token cookie. */
export async function signinWithToken(token: string): Promise<StoredAccount> {
  const me = await api('i', {}, token);
  const account = toStored(me, token);
  writeAccount(account);
  document.cookie = `token=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return account;
}

/** Logout: forget the account and its list entry, then reload at / (multi-account switching comes later). */
export function signout(): void {
  const account = readAccount();
  if (account) removeAccount(account.id);
  document.cookie = 'token=; path=/; max-age=0';
  location.href = '/';
}
