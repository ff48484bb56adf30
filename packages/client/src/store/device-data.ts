import { createStore, delMany, keys } from 'idb-keyval';
import { forgetEarlyRequests } from '@/api/index.ts';
import { markLeftDevice } from './departed-accounts.ts';
import { settingsStorageKey } from './settings-store.ts';
import { TabMailbox } from './tab-mailbox.ts';

/*
 * What this device keeps for one signed-in account, named in one place so that signing out can
 * leave none of it behind on a shared device (issue 41): its settings (the account level's copy
 * and the device-account level, plugin tokens included), its unsent drafts, the first-sign-in
 * offer's mark, the requests kept for the next start, and setting changes waiting for other tabs.
 */

/** Unsent drafts of the post form: IndexedDB, one entry per account and form context. */
export const DRAFTS_DB = 'kumo-drafts';
export const DRAFTS_STORE = 'drafts';
export const draftKey = (accountId: string | null, context: string) => `${accountId ?? 'visitor'}:${context}`;
/** The synchronous copy of a draft a closing page leaves in local storage: this prefix and its key. */
export const DRAFT_STASH_PREFIX = 'kumo:draft-stash:';

/** Set once the first-sign-in offer of the web client's settings was made (or had nothing to offer). */
export const roamingOfferedKey = (accountId: string) => `kumo:roamingOffered:${accountId}`;

/** The tokens this device made for the account's plugins (`pluginTokens`, kept per account). */
export function pluginTokensOf(accountId: string, storage: Storage = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(
      storage.getItem(settingsStorageKey('deviceAccount', accountId)) ?? '{}',
    );
    const tokens: unknown = (stored as { pluginTokens?: unknown } | null)?.pluginTokens;
    if (!tokens || typeof tokens !== 'object') return [];
    return Object.values(tokens).filter((t): t is string => typeof t === 'string' && t !== '');
  } catch {
    return [];
  }
}

function keysStartingWith(storage: Storage, prefix: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) found.push(key);
  }
  return found;
}

/** Removes everything this device keeps for `accountId`; what other accounts and the device keep stays. */
export async function forgetAccountOnDevice(
  accountId: string,
  storage: Storage = localStorage,
): Promise<void> {
  markLeftDevice(accountId);
  const local = [
    settingsStorageKey('account', accountId),
    settingsStorageKey('deviceAccount', accountId),
    roamingOfferedKey(accountId),
    ...keysStartingWith(storage, DRAFT_STASH_PREFIX + draftKey(accountId, '')),
  ];
  for (const key of local) storage.removeItem(key);
  forgetEarlyRequests(accountId);
  if (typeof indexedDB === 'undefined') return;
  try {
    const drafts = createStore(DRAFTS_DB, DRAFTS_STORE);
    const mine = (await keys<IDBValidKey>(drafts)).filter(
      (k) => typeof k === 'string' && k.startsWith(draftKey(accountId, '')),
    );
    await delMany(mine, drafts);
    await new TabMailbox<{ accountId?: unknown }>().drop((body) => body?.accountId === accountId);
  } catch (err) {
    // the browser refused its database: what it would not give could not be kept either
    console.warn('sign-out: the browser database could not be cleaned', err);
  }
}
