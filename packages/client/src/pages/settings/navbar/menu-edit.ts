/** Plain edits of the side menu list (the `menu` setting). '-' is a separator. */
export function removeEntry(menu: readonly string[], index: number): string[] {
  return menu.filter((_, i) => i !== index);
}

/** Adds an entry at the end; an item already present is not added twice (separators may repeat). */
export function addEntry(menu: readonly string[], key: string): string[] {
  if (key !== '-' && menu.includes(key)) return [...menu];
  return [...menu, key];
}
