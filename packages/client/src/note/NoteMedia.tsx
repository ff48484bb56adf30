import { useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '../i18n/index.ts';

function MediaItem({ file }: { file: entities.DriveFile }) {
  const [shown, setShown] = useState(!file.isSensitive);
  const isImage = file.type.startsWith('image/');
  return (
    <div className="kumo-media-item">
      {isImage ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          <img
            src={file.thumbnailUrl ?? file.url}
            alt={file.comment ?? file.name}
            loading="lazy"
            decoding="async"
          />
        </a>
      ) : (
        <a className="kumo-media-file" href={file.url} target="_blank" rel="noopener noreferrer">
          {file.name}
        </a>
      )}
      {!shown && (
        <button type="button" className="kumo-media-hidden" onClick={() => setShown(true)}>
          <strong>{t('sensitive')}</strong>
          <span>{t('showContent')}</span>
        </button>
      )}
    </div>
  );
}

export function NoteMedia({ files }: { files: entities.DriveFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="kumo-media" data-count={Math.min(files.length, 4)}>
      {files.map((f) => (
        <MediaItem key={f.id} file={f} />
      ))}
    </div>
  );
}
