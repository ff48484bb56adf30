import type { AccountListEntry } from './account-storage.ts';

/** The server an account belongs to: its own origin's host, or this client's server. */
export function accountHost(account: Pick<AccountListEntry, 'origin'>): string {
  return account.origin ? new URL(account.origin).host : location.host;
}
