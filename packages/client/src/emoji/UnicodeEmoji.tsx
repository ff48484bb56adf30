import { useState } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { twemojiUrl } from './twemoji-file.ts';
import './emoji.css';

/**
 * A Unicode emoji drawn in the user's emoji style. Twemoji images come from /twemoji/; if one is missing the
 * character is shown instead. 'fluentEmoji' is drawn natively too: its images are not bundled (no offline asset).
 */
export function UnicodeEmoji({
  char,
  lazy = false,
}: {
  char: string;
  /** load the image when it scrolls into view */ lazy?: boolean;
}) {
  const emojiStyle = useSettingValue('emojiStyle');
  const src = twemojiUrl(char);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (emojiStyle !== 'twemoji' || failedSrc === src) return <>{char}</>;
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
