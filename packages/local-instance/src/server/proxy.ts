import { Readable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { WebSocket } from 'ws';
import { registerClient } from './client.ts';
import { isPlainPath, proxyTarget } from './proxy-target.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
]);

/**
 * Every path a Misskey server serves to browsers other than its pages: the API, media, emoji,
 * avatars and the static assets they redirect to (`/avatar/@user@host` answers a redirect to
 * `/static-assets/…` or to the file), federation and discovery documents.
 */
export const PROXIED = [
  '/api/*',
  '/files/*',
  '/emoji/*',
  '/avatar/*',
  '/identicon/*',
  '/proxy/*',
  '/url',
  '/static-assets/*',
  '/twemoji/*',
  '/twemoji-badge/*',
  '/fluent-emoji/*',
  '/fluent-emojis/*',
  '/.well-known/*',
  '/nodeinfo/*',
  '/api.json',
  '/manifest.json',
];

const BAD_REQUEST_TARGET = {
  error: {
    message: 'The request target must be a path on this server.',
    code: 'BAD_REQUEST_TARGET',
    id: 'c3a0f6a2-5d1e-4b8f-9e27-6f4d2b1a8c90',
    kind: 'client',
  },
};

/**
 * Proxy mode (KUMO_INSTANCE): the client is served from here and everything else is forwarded to a
 * real Misskey server, so the client can be tried against it without CORS or mixed-origin trouble.
 */
export async function buildProxyApp(
  upstream: string,
  clientDir: string | null,
  logger: boolean,
): Promise<FastifyInstance> {
  const base = new URL(upstream);
  const app = Fastify({ logger, bodyLimit: 512 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await app.register(fastifyWebsocket);
  // Before routing and before any WebSocket upgrade: only a plain path is served or forwarded.
  app.addHook('onRequest', async (req, reply) => {
    if (!isPlainPath(req.url)) return reply.code(400).send(BAD_REQUEST_TARGET);
  });

  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = proxyTarget(req.url, base);
    if (!target) return reply.code(400).send(BAD_REQUEST_TARGET);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v == null || HOP_BY_HOP.has(k.toLowerCase())) continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body != null;
    let res: Response;
    try {
      res = await fetch(target, {
        method: req.method,
        headers,
        body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
        redirect: 'manual',
      });
    } catch (err) {
      return reply.code(502).send({
        error: {
          message: `Upstream unreachable: ${(err as Error).message}`,
          code: 'UPSTREAM_UNREACHABLE',
          id: '5e0b1c2d-3f4a-4b6c-8d7e-9f0a1b2c3d4e',
          kind: 'server',
        },
      });
    }
    reply.code(res.status);
    res.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) reply.header(key, value);
    });
    if (!res.body) return reply.send();
    return reply.send(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>));
  };
  for (const url of PROXIED)
    app.route({ method: ['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'], url, handler: forward });

  app.get('/streaming', { websocket: true }, (client, req) => {
    const target = proxyTarget(req.url, base);
    if (!target) return client.close(1008);
    target.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    const upstreamSocket = new WebSocket(target);
    const pending: (string | Buffer)[] = [];
    upstreamSocket.on('open', () => {
      for (const m of pending.splice(0)) upstreamSocket.send(m);
    });
    upstreamSocket.on('message', (data, isBinary) => {
      if (client.readyState === client.OPEN) client.send(isBinary ? data : data.toString());
    });
    upstreamSocket.on('close', () => client.close());
    upstreamSocket.on('error', () => client.close());
    client.on('message', (data, isBinary) => {
      const msg = isBinary ? (data as Buffer) : data.toString();
      if (upstreamSocket.readyState === upstreamSocket.OPEN) upstreamSocket.send(msg);
      else pending.push(msg);
    });
    client.on('close', () => upstreamSocket.close());
  });

  await registerClient(app, clientDir);
  return app;
}
