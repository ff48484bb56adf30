import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context.ts';
import { packMeta } from '../packing/meta.ts';
import { requestOrigin } from './origin.ts';

/**
 * `/manifest.json`, the web app manifest a Misskey server serves (issue 15): the instance's name and
 * theme colour from its meta, Kumo's icons in the sizes Chromium asks for, a standalone window and
 * a share target that opens `/share` with what was shared.
 */
export function webAppManifest(meta: {
  name: string | null;
  shortName: string | null;
  themeColor: string | null;
}) {
  const name = meta.name || 'Kumo';
  const color = meta.themeColor || '#5b8def';
  return {
    name,
    short_name: meta.shortName || name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#eef1f6',
    theme_color: color,
    icons: [
      { src: '/icons/kumo-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/kumo-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/kumo-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    share_target: {
      action: '/share',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  };
}

export function registerManifest(app: FastifyInstance, inst: Instance): void {
  app.get('/manifest.json', async (req, reply) => {
    const meta = packMeta(inst, requestOrigin(req), false);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(webAppManifest(meta));
  });
}
