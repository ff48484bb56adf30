import type { FastifyInstance } from 'fastify';
import { requestOrigin } from './origin.ts';

/**
 * Test pages for link previews: `/kumo-test/og` carries Open Graph and player tags (add
 * `?sensitive=1` for an adult rating), `/kumo-test/player` is the player it points at. They let
 * the browser tests and screenshots show loaded cards and players without network access.
 */
export const TEST_PAGE_PATH = '/kumo-test/og';
export const TEST_PLAYER_PATH = '/kumo-test/player';

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function testPageHtml(origin: string, sensitive: boolean): string {
  const meta = (key: string, value: string, attr = 'property') =>
    `<meta ${attr}="${key}" content="${escape(value)}">`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Kumo test page</title>',
    meta('og:title', 'A page with Open Graph tags'),
    meta(
      'og:description',
      'This page exists so that link previews can be tried without the network: it has a title, a long description, a picture, a site name and a player.',
    ),
    meta('og:image', `${origin}/identicon/kumo-test-page`),
    meta('og:site_name', 'Kumo test site'),
    meta('twitter:player', `${origin}${TEST_PLAYER_PATH}`, 'name'),
    meta('twitter:player:width', '640', 'name'),
    meta('twitter:player:height', '360', 'name'),
    sensitive ? meta('rating', 'adult', 'name') : '',
    `<link rel="icon" href="${escape(`${origin}/favicon.ico`)}">`,
    '</head><body><h1>Kumo test page</h1></body></html>',
  ].join('\n');
}

const PLAYER_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test player</title></head>
<body style="margin:0;height:100vh;display:grid;place-items:center;background:#223;color:#fff;font:16px system-ui">
<p>Kumo test player</p></body></html>`;

export function registerTestPages(app: FastifyInstance): void {
  app.get(TEST_PAGE_PATH, async (req, reply) => {
    const { sensitive } = req.query as { sensitive?: string };
    return reply.type('text/html; charset=utf-8').send(testPageHtml(requestOrigin(req), sensitive === '1'));
  });
  app.get(TEST_PLAYER_PATH, async (_req, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(PLAYER_HTML),
  );
}
