// The search page's state lives in its address (`/secure/search?q=…&type=…`), so that a search can
// be shared and survives a reload. Plain functions: from the address, to the address, to the API.
import type { NoteSearchParams, UserSearchOrigin } from '@/queries/index.ts';

export type SearchKind = 'note' | 'user';
/** Which servers' notes: all of them, this one (`.`), or the one named in `host`. */
export type HostScope = 'all' | 'local' | 'specified';

export interface SearchState {
  q: string;
  type: SearchKind;
  /** The author, as `username` or `username@host`, without the leading @. */
  user: string;
  scope: HostScope;
  host: string;
  channelId: string;
  origin: UserSearchOrigin;
}

const ORIGINS: readonly UserSearchOrigin[] = ['combined', 'local', 'remote'];

export function parseSearch(query: URLSearchParams): SearchState {
  const host = query.get('host') ?? '';
  const origin = query.get('origin') as UserSearchOrigin | null;
  return {
    q: query.get('q') ?? '',
    type: query.get('type') === 'user' ? 'user' : 'note',
    user: (query.get('user') ?? '').replace(/^@/, ''),
    scope: host === '' ? 'all' : host === '.' ? 'local' : 'specified',
    host: host === '.' ? '' : host,
    channelId: query.get('channel') ?? '',
    origin: origin && ORIGINS.includes(origin) ? origin : 'combined',
  };
}

/** The address of a search; defaults are left out. */
export function searchHref(s: SearchState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.type === 'user') p.set('type', 'user');
  if (s.type === 'note') {
    if (s.user) p.set('user', s.user);
    const host = hostParam(s);
    if (host) p.set('host', host);
    if (s.channelId) p.set('channel', s.channelId);
  } else if (s.origin !== 'combined') p.set('origin', s.origin);
  const qs = p.toString();
  return qs ? `/secure/search?${qs}` : '/secure/search';
}

function hostParam(s: SearchState): string | undefined {
  if (s.scope === 'local') return '.';
  if (s.scope === 'specified' && s.host.trim()) return s.host.trim().toLowerCase();
  return undefined;
}

/** The author typed as `name` or `name@host`, for users/show. */
export function authorRef(user: string): { username: string; host: string | null } | null {
  const m = /^@?(\w+)(?:@([\w.-]+))?$/.exec(user.trim());
  return m ? { username: m[1]!, host: m[2] ?? null } : null;
}

/** notes/search's parameters, once the author (if any) is known by id. */
export function noteSearchParams(s: SearchState, userId: string | undefined): NoteSearchParams {
  const host = hostParam(s);
  return {
    query: s.q.trim(),
    ...(userId ? { userId } : {}),
    ...(host ? { host } : {}),
    ...(s.channelId ? { channelId: s.channelId } : {}),
  };
}

/** A query that names a hashtag or a person is also offered as a link to it. */
export type SearchShortcut =
  { kind: 'tag'; tag: string } | { kind: 'user'; username: string; host: string | null };

export function searchShortcut(q: string): SearchShortcut | null {
  const text = q.trim();
  const tag = /^#([^\s#]+)$/u.exec(text);
  if (tag) return { kind: 'tag', tag: tag[1]! };
  const user = /^@(\w+)(?:@([\w.-]+\.[\w-]+))?$/.exec(text);
  if (user) return { kind: 'user', username: user[1]!, host: user[2] ?? null };
  return null;
}
