import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context.ts';
import type { DriveFileRow, EmojiRow } from '../db/rows.ts';
import { one } from '../db/statement.ts';
import { createIdenticonCache } from '../media/identicon-cache.ts';
import { findUserByUsername } from '../services/users.ts';
import { fileUrl, thumbnailUrl } from '../packing/drive-file.ts';
import { requestOrigin } from './origin.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'max-age=60').type('text/plain').send('Not found');
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Misskey's FILE_TYPE_BROWSERSAFE: the types a browser only displays. Anything else an upload claims
 * to be (HTML, SVG, JavaScript, PDF, …) could run or post from this origin, so it is sent as bytes to
 * download.
 */
const BROWSER_SAFE = new Set([
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/apng',
  'image/bmp',
  'image/tiff',
  'image/x-icon',
  'audio/opus',
  'video/ogg',
  'audio/ogg',
  'application/ogg',
  'video/quicktime',
  'video/mp4',
  'audio/mp4',
  'video/x-m4v',
  'audio/x-m4a',
  'video/3gpp',
  'video/3gpp2',
  'video/mpeg',
  'audio/mpeg',
  'video/webm',
  'audio/webm',
  'audio/aac',
  'audio/flac',
  'audio/wav',
  'audio/x-flac',
  'audio/vnd.wave',
]);

/** What uploaded files may do when opened: show images and media, nothing else. */
const FILES_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; form-action 'none'; sandbox";

/** Uploaded files, thumbnails, custom emoji, avatars and the media proxy. */
export function registerMedia(app: FastifyInstance, inst: Instance): void {
  const identicons = createIdenticonCache();

  app.get('/files/:key', async (req, reply) => {
    const { key } = req.params as { key: string };
    const file = one<DriveFileRow>(
      inst.db,
      'SELECT * FROM drive_files WHERE accessKey = ? OR thumbnailKey = ?',
      key,
      key,
    );
    if (!file) return notFound(reply);
    const data = inst.files.get(key);
    if (!data) return notFound(reply);
    const isThumb = key === file.thumbnailKey;
    reply
      .header('cache-control', IMMUTABLE)
      .header('access-control-allow-origin', '*')
      .header('content-security-policy', FILES_CSP)
      .header('x-content-type-options', 'nosniff');
    if (isThumb) return reply.type('image/webp').send(data);
    const safe = BROWSER_SAFE.has(file.type.toLowerCase());
    reply.header('content-disposition', contentDisposition(safe ? 'inline' : 'attachment', file.name));
    return reply.type(safe ? file.type : 'application/octet-stream').send(data);
  });

  app.get('/emoji/:name', async (req, reply) => {
    const name = (req.params as { name: string }).name.replace(/\.(webp|png|gif)$/, '').replace(/@\.?$/, '');
    const emoji = one<EmojiRow>(inst.db, 'SELECT * FROM emojis WHERE name = ?', name);
    const data = emoji ? inst.files.get(emoji.fileKey) : null;
    if (!emoji || !data) return notFound(reply);
    // an emoji made from an upload is shown only as a browser-safe image, as drive files are
    const safe = BROWSER_SAFE.has(emoji.type.toLowerCase());
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .header('content-security-policy', FILES_CSP)
      .header('x-content-type-options', 'nosniff')
      .type(safe ? emoji.type : 'application/octet-stream')
      .send(data);
  });

  const identicon = async (seed: string, reply: FastifyReply) => {
    const png = await identicons.get(seed);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .type('image/png')
      .send(png);
  };

  // As Misskey: the avatar of a local user is a redirect to their image (or to their identicon);
  // anyone else, or a user of another host, gets the "unknown user" image of the static assets.
  app.get('/avatar/:acct', async (req, reply) => {
    const [username = '', host] = (req.params as { acct: string }).acct.replace(/^@/, '').split('@');
    const local = !host || host.toLowerCase() === new URL(requestOrigin(req)).host.toLowerCase();
    const user = local ? findUserByUsername(inst.db, username) : undefined;
    reply.header('cache-control', 'public, max-age=86400');
    if (!user) return reply.redirect('/static-assets/user-unknown.png', 302);
    const file = user.avatarId
      ? one<DriveFileRow>(inst.db, 'SELECT * FROM drive_files WHERE id = ?', user.avatarId)
      : undefined;
    const origin = requestOrigin(req);
    if (file) return reply.redirect(thumbnailUrl(origin, file) ?? fileUrl(origin, file), 302);
    return reply.redirect(`/identicon/${encodeURIComponent(user.username.toLowerCase())}`, 302);
  });

  app.get('/static-assets/user-unknown.png', async (_req, reply) => identicon('?', reply));

  app.get('/identicon/:acct', async (req, reply) => {
    const acct = (req.params as { acct: string }).acct.replace(/^@/, '');
    return identicon((acct.split('@')[0] ?? acct).toLowerCase(), reply);
  });

  // Misskey's media proxy (`/proxy/image.webp`, `preview.webp`, `static.webp` with `url` and the
  // flags fallback, preview, static, origin). Everything on this instance is already served here,
  // so same-origin URLs are redirected to: a still or preview rendition of a local file is its
  // (single-frame webp) thumbnail. There is no proxying of other hosts (no network is assumed).
  app.get('/proxy/*', async (req, reply) => {
    const { url, preview, static: still } = req.query as { url?: string; preview?: string; static?: string };
    if (typeof url !== 'string') return notFound(reply);
    const origin = requestOrigin(req);
    let target: URL;
    try {
      target = new URL(url, origin);
    } catch {
      return notFound(reply);
    }
    if (target.host !== new URL(origin).host) return notFound(reply);
    const fileKey = /^\/files\/([^/]+)$/.exec(target.pathname)?.[1];
    if (fileKey && (preview === '1' || still === '1')) {
      const file = one<DriveFileRow>(inst.db, 'SELECT * FROM drive_files WHERE accessKey = ?', fileKey);
      const thumb = file ? thumbnailUrl(origin, file) : null;
      if (thumb) return reply.header('cache-control', 'public, max-age=86400').redirect(thumb, 302);
    }
    return reply.redirect(target.toString(), 302);
  });
}
