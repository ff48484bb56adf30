import type { entities } from 'misskey-js';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { formatFileSize } from '@/ui/index.ts';

/** Any other file: a download link with its name, type and size. */
export function MediaFileLink({ file }: { file: entities.DriveFile }) {
  return (
    <a
      className="kumo-media-download"
      href={file.url}
      download={file.name}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('mediaDownloadFile', { name: file.name, size: formatFileSize(file.size) })}
    >
      <IconFile size={22} aria-hidden />
      <span className="kumo-media-download-text">
        <span className="kumo-media-file-name">{file.name}</span>
        <span className="kumo-media-file-size">
          {file.type} · {formatFileSize(file.size)}
        </span>
      </span>
      <IconDownload size={18} aria-hidden />
    </a>
  );
}
