import { IconCopy, IconNotes } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { t } from '@/i18n/index.ts';
import { useAttachedNotes } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { FileThumb } from './DriveItems.tsx';
import { copyLink, formatFileSize } from '@/ui/index.ts';

/** A file's details: type, size, dimensions, when it was uploaded, the notes it is in, its link. */
export function FileDetail({ file, onClose }: { file: entities.DriveFile; onClose: () => void }) {
  const titleId = useId();
  const notes = useAttachedNotes(file.id);
  const { width, height } = file.properties ?? {};
  return (
    <div className="kumo-drive-detail" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className="kumo-drive-detail-title">
        {file.name}
      </h2>
      <FileThumb file={file} size={160} />
      <dl className="kumo-drive-detail-facts">
        <dt>{t('driveFileType')}</dt>
        <dd>{file.type}</dd>
        <dt>{t('driveFileSize')}</dt>
        <dd>{formatFileSize(file.size)}</dd>
        {width && height ? (
          <>
            <dt>{t('driveFileDimensions')}</dt>
            <dd>{`${width} × ${height}`}</dd>
          </>
        ) : null}
        <dt>{t('driveFileUploadedAt')}</dt>
        <dd>
          <time dateTime={file.createdAt}>{new Date(file.createdAt).toLocaleString()}</time>
        </dd>
        <dt>{t('driveFileCaption')}</dt>
        <dd>{file.comment || t('driveFileNoCaption')}</dd>
      </dl>
      <h3 className="kumo-drive-detail-subtitle">
        <IconNotes size={16} aria-hidden />
        {t('driveFileUsedIn')}
      </h3>
      {notes.data && notes.data.length === 0 && <p>{t('driveFileNotUsed')}</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="kumo-drive-detail-notes">
          {notes.data.map((n) => (
            <li key={n.id}>
              <Link to={`/notes/${n.id}`} onClick={onClose}>
                {n.text?.slice(0, 80) || n.cw || t('driveFileNoteWithoutText')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="kumo-dialog-buttons">
        <button type="button" className="kumo-button" onClick={() => void copyLink(file.url)}>
          <IconCopy size={16} aria-hidden />
          {t('mediaCopyLink')}
        </button>
        <button type="button" className="kumo-button primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
