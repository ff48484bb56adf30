import { useState } from 'react';
import { customEmojiPath, safeImageSrc } from './custom-emoji-url.ts';
import './emoji.css';

interface CustomEmojiProps {
  /** The shortcode without colons; `name@host` for a remote emoji. */
  name: string;
  /** The image address when known (a note's `emojis` map); else this server's /emoji/{name}.webp. */
  url?: string;
}

/** A custom emoji `:name:` as an image; the shortcode text when there is no usable image. */
export function CustomEmoji({ name, url }: CustomEmojiProps) {
  const shortcode = `:${name}:`;
  const src = url === undefined ? customEmojiPath(name) : safeImageSrc(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || failedSrc === src) return <>{shortcode}</>;
  return (
    <img
      className="kumo-emoji kumo-emoji-custom"
      src={src}
      alt={shortcode}
      title={shortcode}
      draggable={false}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
