import { twemojiUrl } from './twemoji-file.ts';

/**
 * Where a Misskey server serves Fluent Emoji images: `/fluent-emoji/<code points>.png`, the code points
 * in lowercase hex joined with '-', FE0F dropped outside ZWJ sequences (Misskey's server relays the files
 * of its emoji set from github.com/misskey-dev/emojis). Fluent Emoji has no flags, so a flag (regional
 * indicators, U+1F1xx) is drawn with Twemoji, as Misskey does.
 */
export function fluentEmojiUrl(char: string): string {
  const codePoints = Array.from(char, (c) => c.codePointAt(0) ?? 0);
  if (codePoints[0] !== undefined && codePoints[0] >= 0x1f1e6 && codePoints[0] <= 0x1f1ff)
    return twemojiUrl(char);
  const kept = codePoints.includes(0x200d) ? codePoints : codePoints.filter((cp) => cp !== 0xfe0f);
  return `/fluent-emoji/${kept.map((cp) => cp.toString(16)).join('-')}.png`;
}
