/** Pins a channel (at the end, after those pinned before) or unpins it; at most 32 are kept. */
export function togglePinned(pinned: readonly string[], channelId: string, on: boolean): string[] {
  const rest = pinned.filter((id) => id !== channelId);
  return on ? [...rest, channelId].slice(-32) : rest;
}
