/** Plain edits of the default reactions (the `reactions` setting): `👍` or `:name:` strings. */

/** Adds a reaction at the end; one already in the list is not added twice. */
export function addReaction(list: readonly string[], reaction: string): string[] {
  return list.includes(reaction) ? [...list] : [...list, reaction];
}

export function removeReactionAt(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/** Swaps the reaction at `index` with its neighbour; out of range changes nothing. */
export function moveReaction(list: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
