import { IconFile, IconTrash, IconTrashX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { confirmDialog, toast, FormSection, formatFileSize } from '@/ui/index.ts';
import { PagedList } from '@/list/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { useDeleteDriveFiles, useLargestFiles } from '@/queries/index.ts';
import { DriveUsage, selectedSize, toggleSelected } from '@/drive-manager/index.ts';
import './drive-settings.css';

function FileRow({
  file,
  checked,
  onToggle,
}: {
  file: entities.DriveFile;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const date = new Date(file.createdAt).toLocaleDateString();
  return (
    <li>
      <label className="kumo-cleaner-item">
        <input type="checkbox" checked={checked} onChange={(e) => onToggle(e.target.checked)} />
        {file.thumbnailUrl ? (
          <img className="kumo-cleaner-thumb" src={file.thumbnailUrl} alt="" loading="lazy" />
        ) : (
          <span className="kumo-cleaner-thumb" aria-hidden>
            <IconFile size={20} />
          </span>
        )}
        <span className="kumo-cleaner-text">
          <b>{file.name}</b>
          <span className="kumo-caption">
            {file.type} · {date}
          </span>
        </span>
        <span className="kumo-cleaner-size">{formatFileSize(file.size)}</span>
      </label>
    </li>
  );
}

/** /secure/settings/drive/cleaner: the largest files first; choose some and delete them to free space. */
export default function DriveCleanerPage() {
  const files = useLargestFiles();
  const deleteChosen = useDeleteDriveFiles();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [freed, setFreed] = useState<number | null>(null);
  const list = files.data ?? [];
  const chosen = list.filter((f) => selected.has(f.id));
  const chosenSize = selectedSize(list, selected);

  const remove = async () => {
    if (chosen.length === 0) return;
    const ok = await confirmDialog(
      t('driveCleanerConfirm', { n: String(chosen.length), size: formatFileSize(chosenSize) }),
    );
    if (!ok) return;
    const done = await deleteChosen.run(chosen);
    if (!done) return;
    const out = done.result;
    setFreed((f) => (f ?? 0) + out.freed);
    setSelected(new Set(out.failed));
    if (out.failed.length > 0) toast(t('driveCleanerSomeFailed', { n: String(out.failed.length) }));
  };

  return (
    <SettingsFrame title={t('driveCleaner')} icon={<IconTrashX size={20} aria-hidden />}>
      <FormSection title={t('driveUsage')}>
        <DriveUsage />
        <div aria-live="polite">
          {freed !== null && (
            <p className="kumo-cleaner-freed" data-testid="drive-cleaner-freed">
              {t('driveCleanerFreed', { size: formatFileSize(freed) })}
            </p>
          )}
        </div>
      </FormSection>
      <FormSection title={t('driveCleanerLargest')}>
        <p className="kumo-caption">{t('driveCleanerCaption')}</p>
        {list.length > 0 && (
          <div className="kumo-cleaner-bar">
            <span aria-live="polite">
              {t('driveCleanerSelected', { n: String(chosen.length), size: formatFileSize(chosenSize) })}
            </span>
            <button
              type="button"
              className="kumo-button danger"
              disabled={deleteChosen.isPending || chosen.length === 0}
              onClick={() => void remove()}
            >
              <IconTrash size={16} aria-hidden />
              {t('driveCleanerDelete')}
            </button>
          </div>
        )}
        <PagedList query={files} empty={t('driveCleanerEmpty')}>
          {(items) => (
            <ul className="kumo-cleaner-list" aria-label={t('driveCleanerLargest')}>
              {items.map((f) => (
                <FileRow
                  key={f.id}
                  file={f}
                  checked={selected.has(f.id)}
                  onToggle={(on) => setSelected((s) => toggleSelected(s, f.id, on))}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </FormSection>
    </SettingsFrame>
  );
}
