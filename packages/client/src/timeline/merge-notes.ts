interface HasId {
  id: string;
}

/**
 * Puts newer items at the head of the first page, skipping any already present in any page
 * (stream events and gap fetches can deliver the same note twice). Ids sort by time (aid/aidx).
 */
export function prependItems<T extends HasId>(pages: T[][], items: T[]): T[][] {
  const known = new Set(pages.flatMap((p) => p.map((n) => n.id)));
  const fresh = items.filter((n) => !known.has(n.id) && (known.add(n.id), true));
  if (fresh.length === 0) return pages;
  fresh.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const [first = [], ...rest] = pages;
  return [[...fresh, ...first], ...rest];
}

/** Removes an item (a deleted note) from every page. */
export function removeItem<T extends HasId>(pages: T[][], id: string): T[][] {
  return pages.map((p) => p.filter((n) => n.id !== id));
}

/**
 * While the reader is at the top, a live list keeps only its newest `limit` items (as Misskey's
 * lists do), so a busy stream cannot grow the page without end; older ones load again on scroll.
 */
export function trimToNewest<T extends HasId>(pages: T[][], limit: number): T[][] {
  const all = pages.flat();
  if (all.length <= limit) return pages;
  return [all.slice(0, limit)];
}
