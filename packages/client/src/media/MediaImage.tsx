import { useState, type MouseEvent } from 'react';
import type { entities } from 'misskey-js';
import { BlurhashCanvas } from '@/blurhash/index.ts';
import { imageSource } from './media-source.ts';
import type { MediaSettings } from './use-media-settings.ts';

interface MediaImageProps {
  file: entities.DriveFile;
  settings: MediaSettings;
  /** Open the full-screen viewer on this image. */
  onOpen: () => void;
}

/**
 * A shown image: a link to the original that opens the viewer, or a new tab with imageNewTab.
 * Its blurhash stays behind it until the picture has loaded.
 */
export function MediaImage({ file, settings, onOpen }: MediaImageProps) {
  const [loaded, setLoaded] = useState(false);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (settings.imageNewTab || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <a
      className="kumo-media-image"
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {file.blurhash && !loaded && (
        <BlurhashCanvas
          className="kumo-media-hash"
          hash={file.blurhash}
          width={file.properties.width}
          height={file.properties.height}
        />
      )}
      <img
        src={imageSource(file, settings)}
        alt={file.comment || file.name}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        // spec P2 §8: an image that cannot be decoded is only logged
        onError={() => console.warn('media: could not load image', file.id)}
      />
    </a>
  );
}
