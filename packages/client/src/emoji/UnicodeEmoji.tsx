import { useState } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { fluentEmojiUrl } from './fluent-emoji-file.ts';
import { twemojiUrl } from './twemoji-file.ts';
import './emoji.css';

/**
 * A Unicode emoji drawn in the user's emoji style: Twemoji images from the client's /twemoji/, Fluent Emoji
 * images from the server's /fluent-emoji/ (as Misskey draws them); if an image is missing the character
 * is shown instead.
 */
export function UnicodeEmoji({
  char,
  lazy = false,
}: {
  char: string;
  /** load the image when it scrolls into view */ lazy?: boolean;
}) {
  const emojiStyle = useSettingValue('emojiStyle');
  const src = emojiStyle === 'fluentEmoji' ? fluentEmojiUrl(char) : twemojiUrl(char);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (emojiStyle === 'native' || failedSrc === src) return <>{char}</>;
  return (
    <img
      className="kumo-emoji"
      src={src}
      alt={char}
      draggable={false}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
