import { useEffect, useRef } from 'react';
import type { entities } from 'misskey-js';
import { useMediaVolume } from '@/sound/index.ts';

/** A video with the browser's controls, starting at the media volume; the thumbnail is its poster. */
export function MediaVideo({ file, dataSaver }: { file: entities.DriveFile; dataSaver: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const volume = useMediaVolume();
  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  return (
    <video
      ref={ref}
      className="kumo-media-video"
      src={file.url}
      poster={file.thumbnailUrl ?? undefined}
      controls
      playsInline
      preload={dataSaver ? 'none' : 'metadata'}
      aria-label={file.comment || file.name}
      onError={() => console.warn('media: could not load video', file.id)}
    />
  );
}
