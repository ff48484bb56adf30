import { api, apiUrl } from '@/api/index.ts';
import { forgetAccountOnDevice, pluginTokensOf } from '@/store/index.ts';
import type { AccountListEntry } from './account-storage.ts';

type Call = (endpoint: 'i/revoke-token', params: { token: string }, token: string) => Promise<unknown>;

/** Whether the API talks to the account's server now (a token is never sent to another server). */
const isServerNow = (entry: Pick<AccountListEntry, 'origin'>) =>
  (entry.origin ?? '').replace(/\/$/, '') === apiUrl('');

/**
 * What an account leaving this device takes with it (issue 41: a shared device keeps no secret of
 * it): the tokens its plugins were given are revoked on its server, where they would stay valid
 * with no one to use them but whoever reads this device next, and everything the device kept for
 * it is removed (settings, drafts…, `forgetAccountOnDevice`). A token its server no longer knows,
 * or a server that cannot be reached, does not hold the rest up.
 */
export async function leaveDevice(entry: AccountListEntry, call: Call = api): Promise<void> {
  const tokens = isServerNow(entry) ? pluginTokensOf(entry.id) : [];
  await Promise.all(
    tokens.map((token) => call('i/revoke-token', { token }, entry.token).catch(() => undefined)),
  );
  await forgetAccountOnDevice(entry.id);
}
