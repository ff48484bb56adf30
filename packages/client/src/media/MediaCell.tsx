import type { CSSProperties, ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { MediaBadges } from './MediaBadges.tsx';
import { MediaMenuButton } from './MediaMenuButton.tsx';
import { loadsWhileHidden } from './media-visibility.ts';
import { imageSource } from './media-source.ts';
import { SensitiveCover } from './SensitiveCover.tsx';
import { useHiddenMedia } from './use-hidden-media.ts';
import type { MediaSettings } from './use-media-settings.ts';

interface MediaCellProps {
  file: entities.DriveFile;
  settings: MediaSettings;
  className: string;
  style?: CSSProperties;
  /** The file when shown (image, video, audio). */
  children: ReactNode;
}

/** One file in a note: its cover while hidden; once shown, the file with badges and its menu. */
export function MediaCell({ file, settings, className, style, children }: MediaCellProps) {
  const { hidden, reveal, hide } = useHiddenMedia(file.isSensitive, settings);
  const behind =
    file.type.startsWith('image/') && loadsWhileHidden(file.blurhash !== null, settings.dataSaver)
      ? imageSource(file, settings)
      : null;
  return (
    <div className={className} style={style} data-hidden={hidden || undefined} data-file-id={file.id}>
      {hidden ? (
        <SensitiveCover file={file} showSize={settings.dataSaver} behind={behind} onReveal={reveal} />
      ) : (
        <>
          {children}
          <MediaBadges file={file} />
          <MediaMenuButton file={file} onHide={hide} />
        </>
      )}
    </div>
  );
}
