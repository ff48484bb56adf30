/**
 * Emoji mutes, kept as Misskey's own client keeps them (`mutingEmojis`): a Unicode emoji as it
 * is, a local custom emoji as `:name:`, a remote one as `:name@host:`. A muted emoji's reactions
 * still count, but the emoji is not drawn.
 */
import { normalizeReaction, reactionEmojiName } from './reaction-key.ts';

/** The key an emoji or reaction is muted under (`:kumo@.:` and `:kumo:` are the same mute). */
export function emojiMuteKey(emoji: string): string {
  const custom = reactionEmojiName(emoji);
  return custom ? `:${custom}:` : normalizeReaction(emoji);
}

export function isEmojiMuted(muted: readonly string[], emoji: string): boolean {
  const key = emojiMuteKey(emoji);
  return muted.some((m) => emojiMuteKey(m) === key);
}

/** The list with `emoji` muted (once) or unmuted. */
export function setEmojiMuted(muted: readonly string[], emoji: string, on: boolean): string[] {
  const key = emojiMuteKey(emoji);
  const rest = muted.filter((m) => emojiMuteKey(m) !== key);
  return on ? [...rest, key] : rest;
}
