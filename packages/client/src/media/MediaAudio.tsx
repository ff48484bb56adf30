import { useEffect, useRef } from 'react';
import type { entities } from 'misskey-js';
import { IconMusic } from '@tabler/icons-react';
import { useMediaVolume } from '@/sound/index.ts';
import { formatFileSize } from '@/ui/index.ts';

/** An audio file: its name and size over the browser's player, starting at the media volume. */
export function MediaAudio({ file, dataSaver }: { file: entities.DriveFile; dataSaver: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  const volume = useMediaVolume();
  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  return (
    <div className="kumo-media-audio">
      <span className="kumo-media-file-name">
        <IconMusic size={16} aria-hidden />
        <span>{file.name}</span>
        <span className="kumo-media-file-size">{formatFileSize(file.size)}</span>
      </span>
      <audio
        ref={ref}
        src={file.url}
        controls
        preload={dataSaver ? 'none' : 'metadata'}
        aria-label={file.comment || file.name}
      />
    </div>
  );
}
