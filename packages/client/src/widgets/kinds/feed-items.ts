/** One entry of a feed as the widgets show it: a title and where it leads. */
export interface FeedItem {
  title: string;
  link: string;
}

/**
 * The entries of a fetch-rss answer (rss-parser's shape, as Misskey returns it), untitled ones
 * dropped; the answer is a stranger's text, so anything not a string is ignored.
 */
export function feedItems(feed: unknown): FeedItem[] {
  const items = (feed as { items?: unknown } | null | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw): FeedItem[] => {
    const item = (raw ?? {}) as { title?: unknown; link?: unknown };
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    return title ? [{ title, link: typeof item.link === 'string' ? item.link : '' }] : [];
  });
}

/** A copy in random order (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
