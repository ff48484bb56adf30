import { IconMoodOff } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { UnicodeEmoji, customEmojiPath, reactionEmojiName } from '@/emoji/index.ts';

/** Where a reaction's custom emoji image is: the note's own map first, then the server's path. */
export function reactionImageUrl(
  reaction: string,
  note: Pick<entities.Note, 'reactionEmojis'>,
): string | null {
  const custom = reactionEmojiName(reaction);
  if (!custom) return null;
  return note.reactionEmojis[custom] ?? note.reactionEmojis[`${custom}@.`] ?? customEmojiPath(custom);
}

/** How a reaction is named in text: `:name:` (`:name@host:` from another server) or the emoji itself. */
export function reactionLabel(reaction: string): string {
  const custom = reactionEmojiName(reaction);
  return custom ? `:${custom}:` : reaction;
}

interface Props {
  reaction: string;
  note: Pick<entities.Note, 'reactionEmojis'>;
  /** A muted emoji: drawn as the muted mark. */
  muted?: boolean;
}

/** A reaction's emoji as the chips draw it; decorative (the chip or row names it). */
export function ReactionGlyph({ reaction, note, muted }: Props) {
  if (muted) return <IconMoodOff size={18} aria-hidden className="kumo-muted-emoji" />;
  const url = reactionImageUrl(reaction, note);
  return url ? (
    <img src={url} alt="" className="kumo-custom-emoji" />
  ) : (
    // in the chosen emoji style, as emoji in text are
    <span aria-hidden>
      <UnicodeEmoji char={reaction} />
    </span>
  );
}
