import { useId, useState } from 'react';
import { IconFolder, IconFolderUp } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { useDriveFiles, useDriveFolders } from '@/queries/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { FileThumb } from './DriveItems.tsx';
import './drive-picker.css';

export type DrivePickerResult = { files: entities.DriveFile[] } | { folder: entities.DriveFolder | null };

interface DrivePickerProps {
  type: 'file' | 'folder';
  multiple: boolean;
  onDone: (result: DrivePickerResult) => void;
  onCancel: () => void;
}

/** Spec P2 §2: the drive file and folder picker — browse folders, choose files or a folder. */
export function DrivePicker({ type, multiple, onDone, onCancel }: DrivePickerProps) {
  const titleId = useId();
  const [path, setPath] = useState<entities.DriveFolder[]>([]);
  const [chosen, setChosen] = useState<entities.DriveFile[]>([]);
  const folder = path.at(-1) ?? null;
  const folderId = folder?.id ?? null;
  const folders = useDriveFolders(folderId);
  const files = useDriveFiles(folderId, { enabled: type === 'file' });

  const toggle = (file: entities.DriveFile) => {
    if (!multiple) {
      onDone({ files: [file] });
      return;
    }
    setChosen((list) =>
      list.some((f) => f.id === file.id) ? list.filter((f) => f.id !== file.id) : [...list, file],
    );
  };
  const loading = folders.isPending || (type === 'file' && files.isPending);
  const empty = !loading && (folders.data?.length ?? 0) === 0 && (files.data?.length ?? 0) === 0;

  return (
    <div className="kumo-drive-picker" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className="kumo-drive-picker-title">
        {type === 'file' ? t('chooseFileFromDrive') : t('chooseFolderFromDrive')}
      </h2>
      <nav className="kumo-drive-path" aria-label={t('driveLocation')}>
        <button
          type="button"
          className="kumo-link-button"
          onClick={() => setPath([])}
          aria-current={!folder || undefined}
        >
          {t('drive')}
        </button>
        {path.map((f, i) => (
          <span key={f.id}>
            {' / '}
            <button
              type="button"
              className="kumo-link-button"
              aria-current={i === path.length - 1 || undefined}
              onClick={() => setPath(path.slice(0, i + 1))}
            >
              {f.name}
            </button>
          </span>
        ))}
      </nav>
      <div className="kumo-drive-items">
        {loading && <LoadingView />}
        {path.length > 0 && (
          <button type="button" className="kumo-drive-item" onClick={() => setPath(path.slice(0, -1))}>
            <IconFolderUp size={22} aria-hidden />
            <span>{t('upperFolder')}</span>
          </button>
        )}
        {folders.data?.map((f) => (
          <button key={f.id} type="button" className="kumo-drive-item" onClick={() => setPath([...path, f])}>
            <IconFolder size={22} aria-hidden />
            <span>{f.name}</span>
          </button>
        ))}
        {files.data?.map((file) => {
          const selected = chosen.some((f) => f.id === file.id);
          return (
            <button
              key={file.id}
              type="button"
              className="kumo-drive-item kumo-drive-file"
              aria-pressed={multiple ? selected : undefined}
              onClick={() => toggle(file)}
            >
              <FileThumb file={file} size={40} />
              <span>{file.name}</span>
            </button>
          );
        })}
        {empty && <p className="kumo-drive-empty">{t('driveFolderEmpty')}</p>}
        {(folders.isError || files.isError) && (
          <p className="kumo-alert" role="alert">
            {t('somethingHappened')}
          </p>
        )}
      </div>
      <div className="kumo-dialog-buttons">
        <button type="button" className="kumo-button" onClick={onCancel}>
          {t('cancel')}
        </button>
        {type === 'folder' && (
          <button type="button" className="kumo-button primary" onClick={() => onDone({ folder })}>
            {t('chooseThisFolder')}
          </button>
        )}
        {type === 'file' && multiple && (
          <button
            type="button"
            className="kumo-button primary"
            disabled={chosen.length === 0}
            onClick={() => onDone({ files: chosen })}
          >
            {t('attachChosenFiles', { n: chosen.length })}
          </button>
        )}
      </div>
    </div>
  );
}
