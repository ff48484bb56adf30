import { linkHref, safeUrl } from '@/mfm/index.ts';

/** Spec P2 §9: link descriptions are cut at 85 characters. */
export const DESCRIPTION_MAX = 85;
/** Spec P2 §9: default embed heights. */
export const DEFAULT_EMBED_HEIGHT = 400;
export const TWEET_EMBED_HEIGHT = 150;
/** Kumo's choice: how many previews one note shows at most. */
export const MAX_PREVIEWS_PER_NOTE = 3;

/** Spec P2 §5: the only permissions a player iframe may be given. */
export const PLAYER_ALLOWED_FEATURES = [
  'autoplay',
  'clipboard-write',
  'fullscreen',
  'encrypted-media',
  'picture-in-picture',
  'web-share',
] as const;

/** Cuts a description at 85 characters (whole characters, not UTF-16 halves) and marks the cut. */
export function truncateDescription(text: string | null | undefined): string | null {
  if (!text) return null;
  const chars = Array.from(text.trim());
  return chars.length > DESCRIPTION_MAX ? `${chars.slice(0, DESCRIPTION_MAX).join('')}…` : chars.join('');
}

/** The `allow` attribute of a player: the metadata's list reduced to the permitted features (spec P2 §5). */
export function filterPlayerAllow(allow: readonly unknown[] | null | undefined): string[] {
  const permitted: readonly string[] = PLAYER_ALLOWED_FEATURES;
  const kept: string[] = [];
  for (const entry of allow ?? []) {
    if (typeof entry !== 'string') continue;
    const feature = entry.trim().toLowerCase();
    if (permitted.includes(feature) && !kept.includes(feature)) kept.push(feature);
  }
  return kept;
}

/** The address a player iframe loads: http(s) only, else throws 'invalid url' (spec P2 §5). */
export function playerSrc(url: string): string {
  return safeUrl(url);
}

/**
 * The iframe sandbox of a player: scripts and popups for the player itself; never same-origin
 * rights for a player served from the client's own origin, which could otherwise reach into the page.
 */
export function playerSandbox(src: string, pageOrigin: string): string {
  const flags = [
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-scripts',
    'allow-storage-access-by-user-activation',
  ];
  if (new URL(src).origin !== pageOrigin) flags.push('allow-same-origin');
  return flags.join(' ');
}

/** The player's box: its own proportions when it gives both sides, else its height or 400 px (spec P2 §9). */
export function playerBox(player: { width: number | null; height: number | null }): {
  aspectRatio?: string;
  height?: number;
} {
  if (player.width && player.height && player.width > 0 && player.height > 0) {
    return { aspectRatio: `${player.width} / ${player.height}` };
  }
  return { height: player.height && player.height > 0 ? player.height : DEFAULT_EMBED_HEIGHT };
}

/** An image address from metadata, if it is http(s); anything else (javascript:, data:…) is dropped. */
export function safeImageUrl(url: string | null | undefined): string | null {
  return url ? linkHref(url) : null;
}

const TWEET_HOSTS = new Set(['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com']);

/** The id of a post on twitter.com / x.com (`/{user}/status/{id}`), else null. */
export function tweetIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!TWEET_HOSTS.has(parsed.hostname.toLowerCase())) return null;
  return /^\/[^/]+\/status(?:es)?\/(\d{1,25})(?:\/|$)/.exec(parsed.pathname)?.[1] ?? null;
}

/** The https address of the embedded view of a post; no script of theirs runs in the page (iframe only). */
export function tweetEmbedSrc(id: string, options: { theme: 'light' | 'dark'; lang: string }): string {
  const query = new URLSearchParams({
    embedId: `kumo-${id}`,
    hideCard: 'false',
    hideThread: 'false',
    lang: options.lang.split('-')[0] ?? 'en',
    theme: options.theme,
    id,
  });
  return `https://platform.twitter.com/embed/Tweet.html?${query.toString()}`;
}

/** The embed's sandbox: it is always another origin (platform.twitter.com), so it may keep its own. */
export const TWEET_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-scripts allow-same-origin';

/**
 * The height the embedded post asks for through postMessage (`twttr.embed` resize), or null when the
 * message is something else. Only a number is taken from it, kept between 50 and 3000 px.
 */
export function tweetHeightFromMessage(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const embed = (value as Record<string, unknown>)['twttr.embed'];
  if (typeof embed !== 'object' || embed === null) return null;
  const { method, params } = embed as { method?: unknown; params?: unknown };
  if (method !== 'twttr.private.resize' || !Array.isArray(params)) return null;
  const height = (params[0] as { height?: unknown } | undefined)?.height;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(3000, Math.max(50, Math.round(height)));
}
