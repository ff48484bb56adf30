/**
 * Signing in to any Misskey server (not only the one serving this client), with MiAuth: the user
 * names the server, allows Kumo there, and comes back with a token for that server.
 */
import { permissions } from 'misskey-js';
import { signinWithToken } from './session.ts';

const PENDING_KEY = 'kumo:remote-signin';

/** What Kumo asks a server for: every user permission (administration stays on the server's own client). */
export const KUMO_PERMISSIONS = permissions.filter((p) => !p.includes(':admin:'));

/** The server's origin from what the user typed (`misskey.example`, or a full address); null if it is none. */
export function serverOrigin(input: string): string | null {
  const text = input.trim().replace(/^@/, '');
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !/^[\d.]+$/.test(url.hostname))
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Asks the server whether it is a Misskey server; answers its name, or throws a readable error. */
export async function checkServer(origin: string): Promise<{ name: string | null; version: string }> {
  const res = await fetch(`${origin}/api/meta`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ detail: false }),
  });
  const meta = (await res.json().catch(() => null)) as { name?: string | null; version?: unknown } | null;
  if (!res.ok || typeof meta?.version !== 'string') throw new Error('not-misskey');
  return { name: meta.name ?? null, version: meta.version };
}

/** The MiAuth address on the server, coming back to `callback` when the user has allowed Kumo. */
export function miauthUrl(origin: string, session: string, callback: string): string {
  const url = new URL(`${origin}/miauth/${encodeURIComponent(session)}`);
  url.searchParams.set('name', 'Kumo');
  url.searchParams.set('callback', callback);
  url.searchParams.set('permission', KUMO_PERMISSIONS.join(','));
  return url.href;
}

/** Sends the browser to the server's MiAuth page; `finishRemoteSignin` completes it on the way back. */
export function startRemoteSignin(origin: string): void {
  const session = crypto.randomUUID();
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ origin, session }));
  location.href = miauthUrl(origin, session, `${location.origin}/miauth-return`);
}

/**
 * Back from the server: asks it for the token of the allowed session and signs in with it (the
 * account remembers its server). Throws when there is nothing pending or the server refused.
 */
export async function finishRemoteSignin(session: string | null): Promise<void> {
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
    origin: string;
    session: string;
  } | null;
  if (!pending || !session || pending.session !== session) throw new Error('no-pending-signin');
  sessionStorage.removeItem(PENDING_KEY);
  const res = await fetch(`${pending.origin}/api/miauth/${encodeURIComponent(session)}/check`, {
    method: 'POST',
  });
  const answer = (await res.json().catch(() => null)) as { ok?: boolean; token?: string } | null;
  if (!answer?.ok || !answer.token) throw new Error('not-allowed');
  // this client's own server needs no origin of its own
  await signinWithToken(answer.token, pending.origin === location.origin ? undefined : pending.origin);
}
