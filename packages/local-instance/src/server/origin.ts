import type { FastifyRequest } from 'fastify';

/**
 * `http(s)://host[:port]` as the client reached us; used to build absolute URLs. The
 * X-Forwarded-Proto and X-Forwarded-Host headers count only when the instance runs behind a proxy
 * it was told to trust (`trustProxy`, as Misskey's setting of that name): from anyone else they
 * are ignored.
 */
export function requestOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return `${req.protocol}://${req.host}`;
}
