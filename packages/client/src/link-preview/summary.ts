/** Spec P2 §3: link preview data, as the metadata service (summaly) answers it. */
export interface UrlSummary {
  url: string;
  title: string | null;
  description: string | null;
  icon: string | null;
  thumbnail: string | null;
  sitename: string | null;
  sensitive: boolean;
  player: { url: string | null; width: number | null; height: number | null; allow: string[] };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const size = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * Reads an answer of the metadata service. Every field is checked, since it describes a page
 * nobody vouches for; null when there is nothing to preview (no address, or no title, description,
 * picture or player: spec P2 §8 "no ogp data").
 */
export function parseSummary(body: unknown): UrlSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const url = text(b.url);
  if (!url) return null;
  const p = typeof b.player === 'object' && b.player !== null ? (b.player as Record<string, unknown>) : {};
  const summary: UrlSummary = {
    url,
    title: text(b.title),
    description: text(b.description),
    icon: text(b.icon),
    thumbnail: text(b.thumbnail),
    sitename: text(b.sitename),
    sensitive: b.sensitive === true,
    player: {
      url: text(p.url),
      width: size(p.width),
      height: size(p.height),
      allow: Array.isArray(p.allow) ? p.allow.filter((a): a is string => typeof a === 'string') : [],
    },
  };
  if (!summary.title && !summary.description && !summary.thumbnail && !summary.player.url) return null;
  return summary;
}
