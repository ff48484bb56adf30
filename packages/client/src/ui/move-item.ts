/**
 * A list with the item at `index` moved one place up (-1) or down (+1), as the up / down buttons of
 * an ordered list do (server rules, the side menu, pinned channels); at either end nothing moves.
 */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
