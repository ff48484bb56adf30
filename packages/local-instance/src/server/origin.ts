import type { IncomingMessage } from 'node:http';

/** `http(s)://host[:port]` as the client reached us; used to build absolute URLs. */
export function requestOrigin(req: { headers: IncomingMessage['headers'] }): string {
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0]?.trim() || 'http';
  const host = (req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}
