/**
 * The settings search's rule: labels and query are compared without case or accents ("Éco" finds
 * "eco"), a label that starts with the query comes first, then one with a word that starts with it,
 * then one that only contains it; every word of a longer query must appear. Ties keep the index order.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin accents only: Japanese voiced marks stay part of the kana
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_BREAK = /[\s(（「/・-]/;

/** How well a folded label matches a folded query: 0 best, null no match. */
function matchRank(label: string, query: string): number | null {
  const at = label.indexOf(query);
  if (at === 0) return 0;
  if (at > 0) return WORD_BREAK.test(label[at - 1] ?? '') ? 1 : 2;
  const words = query.split(' ');
  return words.length > 1 && words.every((w) => label.includes(w)) ? 3 : null;
}

export function searchSettings<T>(items: readonly T[], query: string, labelOf: (item: T) => string): T[] {
  const q = foldForSearch(query);
  if (!q) return [];
  return items
    .map((item, order) => ({ item, order, rank: matchRank(foldForSearch(labelOf(item)), q) }))
    .filter((m): m is { item: T; order: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((m) => m.item);
}
