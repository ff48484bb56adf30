/**
 * Where proxy mode sends a request: the request's path and query on the configured server, and
 * nowhere else. A request target that is not a plain path (`http://other-host/…` in absolute form,
 * `//other-host/…`, `/\other-host/…`, which URL parsing reads as another host) gets null, so the
 * proxy cannot be used to reach other hosts.
 */
export function proxyTarget(requestTarget: string, upstream: URL): URL | null {
  if (!isPlainPath(requestTarget)) return null;
  const target = new URL(requestTarget, upstream.origin);
  return target.origin === upstream.origin ? target : null;
}

/** A path in origin form: one `/` first, not two, nor a backslash that URL parsing takes for one. */
export function isPlainPath(requestTarget: string): boolean {
  return requestTarget.startsWith('/') && requestTarget[1] !== '/' && requestTarget[1] !== '\\';
}
