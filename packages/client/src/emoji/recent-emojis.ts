import { RECENT_EMOJI_MAX } from './emoji-constants.ts';

/** Spec P2 §3: the picked emoji goes first, appears once, and the list keeps at most 32. */
export function pushRecentEmoji(list: readonly string[], emoji: string, max = RECENT_EMOJI_MAX): string[] {
  return [emoji, ...list.filter((e) => e !== emoji)].slice(0, max);
}
