/** The app's request in a MiAuth address: /miauth/{session}?name=&icon=&callback=&permission=a,b */
export interface MiAuthRequest {
  session: string;
  name: string | null;
  icon: string | null;
  callback: string | null;
  permissions: string[];
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the request; icon and callback are kept only when they are http(s) addresses. */
export function parseMiAuth(session: string, query: URLSearchParams): MiAuthRequest {
  const permissions = (query.get('permission') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^(read|write):[\w-]+$/.test(p));
  return {
    session,
    name: query.get('name')?.slice(0, 100) || null,
    icon: httpUrl(query.get('icon')),
    callback: httpUrl(query.get('callback')),
    permissions: [...new Set(permissions)],
  };
}

/** Where the browser goes after the user allows the app: the callback with the session added. */
export function callbackWithSession(callback: string, session: string): string {
  const url = new URL(callback);
  url.searchParams.set('session', session);
  return url.href;
}
