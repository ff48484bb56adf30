/** Misskey's limit of files in one gallery post. */
export const GALLERY_MAX_FILES = 32;

/** `list` with the item at `from` moved to `to` (positions outside the list leave it as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The chosen files after picking more: new ones appended in order, none twice, at most GALLERY_MAX_FILES. */
export function withPicked<T extends { id: string }>(current: readonly T[], picked: readonly T[]): T[] {
  const seen = new Set(current.map((f) => f.id));
  const added = picked.filter((f) => !seen.has(f.id) && seen.add(f.id));
  return [...current, ...added].slice(0, GALLERY_MAX_FILES);
}
