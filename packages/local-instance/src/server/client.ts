import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of the client's pages: scripts only from this origin and never inline
 * (a note, a theme or a plugin that slipped markup through could run nothing); styles may be inline
 * (themes, custom CSS, KaTeX); images, media and API calls may come from any server (the accounts
 * of other servers, their media); players are sandboxed frames of any https site; and no other
 * origin may frame the client.
 */
export const CLIENT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self' https: http: wss: ws:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every client page and asset carries (also in proxy mode, where the client is served here). */
export function clientSecurityHeaders(reply: { header(name: string, value: string): unknown }): void {
  reply.header('content-security-policy', CLIENT_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** Paths that belong to the server, never to the single-page app. */
export const SERVER_PATHS = /^\/(api|streaming|files|emoji|avatar|identicon|proxy|url)(\/|$|\?)/;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kumo</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#333}code{background:#eee;padding:.1em .3em;border-radius:3px}</style>
</head><body><h1>Kumo: the client is not built</h1>
<p>The local instance is running (its API answers at <code>/api</code>), but there is no built web client to serve.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) from the repository root.</p>
</body></html>`;

/**
 * Serves the built client: its files as they are, and index.html for every other GET that is not
 * a server path (the SPA's routes). Without a built client, a page says how to build it.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexFile != null && fs.existsSync(indexFile);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(clientDir, filePath).split(path.sep).join('/');
        res.header(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        clientSecurityHeaders(res);
      },
    });
  }

  const sendPage = (reply: FastifyReply) => {
    clientSecurityHeaders(reply);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(hasClient && indexFile ? fs.readFileSync(indexFile) : NOT_BUILT);
  };

  app.get('/', async (_req, reply) => sendPage(reply));

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !SERVER_PATHS.test(pathname);
    if (!isPage) {
      return reply.code(404).send({
        error: {
          message: 'Not found.',
          code: 'NOT_FOUND',
          id: 'e1e0b4a9-0c52-4a8b-9b8e-3f8b5b0f6e21',
          kind: 'client',
        },
      });
    }
    return sendPage(reply);
  });
}
