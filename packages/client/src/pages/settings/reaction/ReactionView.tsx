import { CustomEmoji, UnicodeEmoji } from '@/emoji/index.ts';

/** A stored reaction drawn as its emoji: `:name:` (or `:name@.:`) is a custom emoji, anything else a character. */
export function ReactionView({ reaction, url }: { reaction: string; url?: string }) {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(reaction);
  return custom ? <CustomEmoji name={custom[1]!} url={url} /> : <UnicodeEmoji char={reaction} />;
}
