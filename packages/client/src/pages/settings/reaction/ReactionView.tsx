import { CustomEmoji, UnicodeEmoji, reactionEmojiName } from '@/emoji/index.ts';

/** A stored reaction drawn as its emoji: `:name:` (or `:name@.:`) is a custom emoji, anything else a character. */
export function ReactionView({ reaction, url }: { reaction: string; url?: string }) {
  const custom = reactionEmojiName(reaction);
  return custom ? <CustomEmoji name={custom} url={url} /> : <UnicodeEmoji char={reaction} />;
}
