import type { entities } from 'misskey-js';
import { api, ApiCallError, apiUrl, setApiBase } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { openDialog, waiting } from '@/ui/index.ts';
import { accountProblemTexts, classifyAccountError, shouldShowAccountDialog } from './account-errors.ts';
import { addAccountEntry, getAccountList, removeAccountEntry } from './account-list.ts';
import {
  clearAccount,
  readAccount,
  writeAccount,
  type AccountListEntry,
  type StoredAccount,
} from './account-storage.ts';
import { leaveDevice } from './leave-device.ts';

/** Spec P1 §9: the token cookie lives one year. */
export const TOKEN_COOKIE_MAX_AGE_S = 31_536_000;

export function currentAccount(): StoredAccount | null {
  return readAccount();
}

export function toStoredAccount(me: entities.MeDetailed, token: string, origin?: string): StoredAccount {
  return {
    ...(origin ? { origin } : {}),
    id: me.id,
    token,
    username: me.username,
    isAdmin: me.isAdmin ?? false,
    isModerator: me.isModerator ?? false,
    notesCount: me.notesCount,
  };
}

function writeTokenCookie(token: string | null): void {
  document.cookie = token
    ? `token=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_COOKIE_MAX_AGE_S}; SameSite=Lax`
    : 'token=; path=/; max-age=0';
}

function reloadOrGo(to?: string): void {
  if (to) location.href = to;
  else location.reload();
}

/** Shows the dialog of spec P1 §8 for an account that could not be read. */
async function showAccountError(error: unknown): Promise<void> {
  const id = error instanceof ApiCallError ? error.error.id : undefined;
  const texts = accountProblemTexts(classifyAccountError(id));
  await openDialog({
    type: 'error',
    title: t(texts.title),
    text: texts.text ? t(texts.text) : error instanceof Error ? error.message : String(error),
  });
}

/**
 * Stores the account of `token` as the current one and remembers it in the device's account list.
 * `origin` is the account's server when it is another one than this client's.
 */
export async function signinWithToken(token: string, origin?: string): Promise<StoredAccount> {
  setApiBase(origin ?? '');
  const me = await api('i', {}, token);
  const account = toStoredAccount(me, token, origin);
  writeAccount(account);
  await addAccountEntry({ id: account.id, token, username: me.username, ...(origin ? { origin } : {}) });
  writeTokenCookie(token);
  return account;
}

/** Adds an account to this device without switching to it. */
export async function addAccount(token: string): Promise<void> {
  const me = await api('i', {}, token);
  // the account is of the server the API is talking to (another one when the current account is)
  const origin = apiUrl('') || undefined;
  await addAccountEntry({ id: me.id, token, username: me.username, ...(origin ? { origin } : {}) });
}

/**
 * Spec P1 §4 switching: a blocking dialog while the account is read; then the token becomes the
 * current account (cookie included) and the page reloads or goes to `to`. When the account cannot
 * be read, its entry leaves the list and the dialog of §8 explains why.
 */
export async function switchAccount(
  entry: AccountListEntry,
  opts: { to?: string; forced?: boolean; beforeRender?: boolean } = {},
): Promise<boolean> {
  try {
    // before the first render there is no dialog layer yet: the splash screen is the blocking view
    // (the account may be of another server: the page reloads afterwards, so the API base can move)
    setApiBase(entry.origin ?? '');
    const read = api('i', {}, entry.token);
    const me = opts.beforeRender ? await read : await waiting(read);
    writeAccount(toStoredAccount(me, entry.token, entry.origin));
    writeTokenCookie(entry.token);
    reloadOrGo(opts.to);
    return true;
  } catch (err) {
    setApiBase(readAccount()?.origin ?? '');
    await removeAccountEntry({ token: entry.token });
    if (opts.beforeRender) {
      console.error('could not switch account', err);
      return false;
    }
    const current = readAccount();
    if (
      shouldShowAccountDialog({
        accountId: entry.id,
        currentId: current?.id ?? null,
        forced: opts.forced ?? true,
      })
    ) {
      await showAccountError(err);
    }
    return false;
  }
}

/** The push subscription endpoint, if this browser has one, for sw/unregister. */
async function pushEndpoint(): Promise<string | null> {
  try {
    if (!('serviceWorker' in navigator)) return null;
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    return sub?.endpoint ?? null;
  } catch {
    return null;
  }
}

/**
 * Spec P1 §4 logout: removes the account and its list entry, unregisters push, then switches to the
 * first remaining account or reloads at /. Its plugins' tokens are revoked and nothing the device
 * kept for it stays (`leaveDevice`).
 */
export async function signout(): Promise<void> {
  const account = readAccount();
  if (account) {
    const endpoint = await pushEndpoint();
    if (endpoint) await api('sw/unregister', { endpoint }, account.token).catch(() => undefined);
    await leaveDevice(account);
  }
  clearAccount();
  writeTokenCookie(null);
  const rest = account ? await removeAccountEntry({ id: account.id }) : await getAccountList();
  const next = rest[0];
  if (next) {
    if (await switchAccount(next, { to: '/', forced: true })) return;
  }
  location.href = '/';
}

/** Removes another account than the current one from this device, as signing it out would. */
export async function removeAccount(entry: AccountListEntry): Promise<void> {
  await leaveDevice(entry);
  await removeAccountEntry({ id: entry.id });
}

/**
 * Start-up refresh of the current account (spec P1 §4, §7): 5xx answers are transient and keep the
 * session; any other failure shows its dialog and logs out. `read` asks the server (the shared `i` query
 * at start-up).
 */
export async function refreshAccount(
  account: StoredAccount,
  read: () => Promise<entities.MeDetailed> = () => api('i', {}, account.token),
): Promise<entities.MeDetailed | null> {
  try {
    const me = await read();
    writeAccount(toStoredAccount(me, account.token, account.origin));
    return me;
  } catch (err) {
    if (err instanceof ApiCallError && err.status >= 500) return null;
    if (!(err instanceof ApiCallError)) return null; // offline: keep the session
    await endRejectedSession(err);
    return null;
  }
}

let ending: Promise<void> | null = null;

/**
 * Spec P1 §8: the server no longer accepts the session's account (a revoked token, a suspended or
 * deleted account). Its dialog stays until the user has read it, then the session is signed out.
 * Start-up and the current-user query both find out; whoever comes second joins the first: one
 * dialog, one sign-out.
 */
export function endRejectedSession(error: unknown): Promise<void> {
  ending ??= (async () => {
    await showAccountError(error);
    await signout();
  })();
  return ending;
}

/** Spec P1 §4: `?loginId=` switches to that stored account and the parameter leaves the address. */
export async function applyLoginIdParam(): Promise<boolean> {
  const url = new URL(location.href);
  const loginId = url.searchParams.get('loginId');
  if (!loginId) return false;
  url.searchParams.delete('loginId');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (readAccount()?.id === loginId) return false;
  const entry = (await getAccountList()).find((a) => a.id === loginId);
  if (!entry) return false;
  return switchAccount(entry, { to: url.pathname + url.search + url.hash, forced: true, beforeRender: true });
}
