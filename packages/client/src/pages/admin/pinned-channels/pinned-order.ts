/** The most channels a server pins to the local timeline (the local instance's limit, as forks have). */
export const MAX_PINNED_CHANNELS = 32;

/** The list with `id` added at its end, once, while there is room. */
export function withPinned(list: readonly string[], id: string): string[] {
  if (list.includes(id) || list.length >= MAX_PINNED_CHANNELS) return [...list];
  return [...list, id];
}

/** Whether two orders differ (what saving would change). */
export function orderChanged(a: readonly string[], b: readonly string[]): boolean {
  return a.length !== b.length || a.some((id, i) => id !== b[i]);
}
