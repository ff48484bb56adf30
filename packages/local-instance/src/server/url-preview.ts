import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context.ts';
import type { DriveFileRow, NoteRow } from '../db/rows.ts';
import { all, one } from '../db/statement.ts';
import { findUserByUsername } from '../services/users.ts';
import { packContext } from '../context.ts';
import { thumbnailUrl } from '../packing/drive-file.ts';
import { avatarUrlOf } from '../packing/user.ts';
import { INSTANCE_NAME } from '../packing/meta.ts';
import { requestOrigin } from './origin.ts';
import { TEST_PAGE_PATH, testPageHtml } from './test-pages.ts';
import { safeFetch, SafeFetchError } from '../services/safe-fetch.ts';

/** The shape summaly (Misskey's link-preview service) answers with. */
export interface Summary {
  url: string;
  title: string | null;
  icon: string | null;
  description: string | null;
  thumbnail: string | null;
  sitename: string | null;
  player: { url: string | null; width: number | null; height: number | null; allow: string[] };
  sensitive: boolean;
  activityPub: string | null;
}

function summary(url: string, fields: Partial<Summary>): Summary {
  return {
    url,
    title: null,
    icon: null,
    description: null,
    thumbnail: null,
    sitename: null,
    player: { url: null, width: null, height: null, allow: [] },
    sensitive: false,
    activityPub: null,
    ...fields,
  };
}

function localSummary(inst: Instance, origin: string, url: URL): Summary {
  const pc = packContext(inst, origin, null);
  const base = { sitename: INSTANCE_NAME, icon: `${origin}/favicon.ico` };
  const noteMatch = /^\/notes\/([a-zA-Z0-9]+)/.exec(url.pathname);
  if (noteMatch) {
    const note = one<NoteRow & { username: string; name: string | null }>(
      inst.db,
      "SELECT n.*, u.username, u.name FROM notes n JOIN users u ON u.id = n.userId WHERE n.id = ? AND n.visibility IN ('public', 'home')",
      noteMatch[1],
    );
    if (note) {
      const picture = firstPicture(inst, note);
      const author = findUserByUsername(inst.db, note.username);
      return summary(url.toString(), {
        ...base,
        title: `${note.name ?? note.username} (@${note.username})`,
        // a content warning is all a preview may tell of the text behind it
        description: note.cw ?? note.text ?? '',
        thumbnail: picture ? thumbnailUrl(origin, picture) : author ? avatarUrlOf(pc, author) : null,
        sensitive: picture?.isSensitive === 1,
      });
    }
  }
  const userMatch = /^\/@(\w+)\/?$/.exec(url.pathname);
  if (userMatch?.[1]) {
    const user = findUserByUsername(inst.db, userMatch[1]);
    if (user) {
      return summary(url.toString(), {
        ...base,
        title: `${user.name ?? user.username} (@${user.username})`,
        description: user.description,
        thumbnail: avatarUrlOf(pc, user),
      });
    }
  }
  if (url.pathname === TEST_PAGE_PATH) {
    return summaryFromHtml(testPageHtml(origin, url.searchParams.get('sensitive') === '1'), url.toString());
  }
  return summary(url.toString(), {
    ...base,
    title: url.pathname === '/about' ? `About ${INSTANCE_NAME}` : INSTANCE_NAME,
    description: 'A Misskey-compatible server for the Kumo web client.',
    thumbnail: `${origin}/identicon/${encodeURIComponent(INSTANCE_NAME)}`,
  });
}

/** The first image of a note, for its preview picture. */
function firstPicture(inst: Instance, note: NoteRow): DriveFileRow | undefined {
  const ids = JSON.parse(note.fileIds || '[]') as string[];
  if (ids.length === 0) return undefined;
  const files = all<DriveFileRow>(
    inst.db,
    `SELECT * FROM drive_files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  return ids.map((id) => files.find((f) => f.id === id)).find((f) => f?.thumbnailKey);
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}

function metaContent(html: string, key: string): string | null {
  const re = new RegExp(`<meta[^>]+(?:property|name)=["']${key}["'][^>]*>`, 'i');
  const tag = re.exec(html)?.[0];
  const content = tag ? /content=["']([^"']*)["']/i.exec(tag)?.[1] : undefined;
  return content != null ? decodeEntities(content) : null;
}

async function remoteSummary(inst: Instance, url: URL): Promise<Summary> {
  const res = await safeFetch(url, {
    allowedPrivateNetworks: inst.options.allowedPrivateNetworks,
    headers: { 'user-agent': 'KumoLocal/1.0 (link preview)' },
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
  });
  if (res.status < 200 || res.status >= 300 || !(res.contentType ?? '').includes('html'))
    throw new SafeFetchError();
  return summaryFromHtml(res.body.toString('utf8'), res.url.toString());
}

/** What summaly reads from a page: Open Graph, Twitter player and plain HTML tags. */
function summaryFromHtml(html: string, pageUrl: string): Summary {
  const abs = (v: string | null) => (v ? new URL(v, pageUrl).toString() : null);
  const title =
    metaContent(html, 'og:title') ?? /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? null;
  const icon =
    /<link[^>]+rel=["'](?:shortcut )?icon["'][^>]*href=["']([^"']+)["']/i.exec(html)?.[1] ?? '/favicon.ico';
  const playerUrl = metaContent(html, 'twitter:player') ?? metaContent(html, 'og:video:url');
  return summary(pageUrl, {
    title: title ? decodeEntities(title) : null,
    description: metaContent(html, 'og:description') ?? metaContent(html, 'description'),
    thumbnail: abs(metaContent(html, 'og:image')),
    sitename: metaContent(html, 'og:site_name') ?? new URL(pageUrl).host,
    icon: abs(icon),
    sensitive: metaContent(html, 'rating') === 'adult',
    player: {
      url: abs(playerUrl),
      width: Number(metaContent(html, 'twitter:player:width') ?? metaContent(html, 'og:video:width')) || null,
      height:
        Number(metaContent(html, 'twitter:player:height') ?? metaContent(html, 'og:video:height')) || null,
      allow: playerUrl ? ['autoplay', 'encrypted-media', 'fullscreen'] : [],
    },
  });
}

/** `/url?url=…`: link-preview metadata for the client's URL previews. */
export function registerUrlPreview(app: FastifyInstance, inst: Instance): void {
  app.get('/url', async (req, reply) => {
    const { url } = req.query as { url?: string };
    const origin = requestOrigin(req);
    let target: URL;
    try {
      if (typeof url !== 'string') throw new Error('url required');
      target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        throw new Error('unsupported protocol');
    } catch {
      return reply.code(400).send({
        error: {
          message: 'Invalid url.',
          code: 'INVALID_URL',
          id: 'c8f0c3a3-6d27-4f3c-9e8a-4a9a3c0ef1e2',
          kind: 'client',
        },
      });
    }
    reply.header('access-control-allow-origin', '*');
    if (target.host === new URL(origin).host) {
      return reply.header('cache-control', 'max-age=300').send(localSummary(inst, origin, target));
    }
    try {
      return reply.header('cache-control', 'max-age=3600').send(await remoteSummary(inst, target));
    } catch {
      return reply
        .code(422)
        .header('cache-control', 'max-age=600')
        .send({
          error: {
            // one text for every failure: the answer must not tell what listens where
            message: 'Failed to get preview.',
            code: 'URL_PREVIEW_FAILED',
            id: '09d01cb5-53b9-4856-82e5-38a50c290a3b',
            kind: 'server',
          },
        });
    }
  });
}
