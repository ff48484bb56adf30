import { IconCloud, IconPencil, IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useEffect, useState, type DragEvent } from 'react';
import { chooseLocalFiles, UploadProgressList, useUploads } from '@/drive/index.ts';
import {
  ButtonRow,
  chooseFolderThen,
  confirmDelete,
  DRIVE_TYPE_FILTERS,
  DriveUsage,
  filesToActOn,
  FileTile,
  FolderTile,
  folderMenu,
  fileMenu,
  toggleSelected,
  typeParam,
  type DriveDrag,
  type DriveTypeFilter,
} from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import {
  pagedItems,
  useDeleteDriveFiles,
  useDeleteFolder,
  useDriveFileList,
  useDriveFolder,
  useDriveFolders,
  useUpdateDriveFiles,
  useUpdateFolder,
  type DriveSort,
} from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { openMenu, PageHeader, SelectField } from '@/ui/index.ts';
import { DriveBreadcrumb } from './DriveBreadcrumb.tsx';
import { DriveToolbar } from './DriveToolbar.tsx';
import { showFileDetail, useDriveLive, useFolderErrors } from './drive-page-support.tsx';
import './drive-page.css';

const folderHref = (id: string | null) => (id ? `/secure/my/drive/folder/${id}` : '/secure/my/drive');

/**
 * /secure/my/drive and /secure/my/drive/folder/{folder}: the drive as a file manager. Folders are
 * made, renamed, moved (by menu or by dragging) and deleted; files are uploaded (button, dropped
 * on the page, pasted, from a URL), renamed, captioned, marked sensitive, moved and deleted, one by
 * one or selected together, and attached to a new note. Changes made elsewhere arrive live.
 */
export default function DrivePage({ params }: PageProps) {
  const folderId = params.folder ?? null;
  const current = useDriveFolder(folderId);
  const [filter, setFilter] = useState<DriveTypeFilter>('all');
  const [sort, setSort] = useState<DriveSort>('+createdAt');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const folders = useDriveFolders(folderId);
  const files = useDriveFileList(folderId, typeParam(filter), sort === '+createdAt' ? null : sort);
  const fileList = pagedItems(files.data);
  const { uploads, startUploads } = useUploads();
  const onFolderError = useFolderErrors();
  const updateFolder = useUpdateFolder({ onError: onFolderError });
  const deleteFolder = useDeleteFolder({ onError: onFolderError });
  const updateFiles = useUpdateDriveFiles();
  const deleteFiles = useDeleteDriveFiles();
  useDriveLive();

  // a new folder starts with nothing selected
  useEffect(() => setSelected(new Set()), [folderId]);

  const upload = (list: readonly File[]) => {
    if (list.length > 0) void startUploads(list, { folderId, onUploaded: () => undefined });
  };
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])];
      if (pasted.length === 0 || (e.target as HTMLElement | null)?.closest('input, textarea')) return;
      e.preventDefault();
      upload(pasted);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const moveInto = (drag: DriveDrag, targetId: string | null) => {
    if (drag.files.length > 0) void updateFiles.run({ fileIds: drag.files, change: { folderId: targetId } });
    for (const id of drag.folders) void updateFolder.run({ folderId: id, parentId: targetId });
    setSelected(new Set());
  };
  const fileOps = {
    update: (fileIds: string[], change: Parameters<typeof updateFiles.run>[0]['change']) => {
      void updateFiles.run({ fileIds, change });
      // moved files leave this folder, and the selection with them
      if (change.folderId !== undefined) setSelected(new Set());
    },
    remove: (fileIds: string[]) => {
      const chosen = fileList.filter((f) => fileIds.includes(f.id));
      void deleteFiles.run(chosen).then(() => setSelected(new Set()));
    },
    details: (file: entities.DriveFile) => showFileDetail(file),
  };
  const folderOps = {
    rename: (id: string, name: string) => void updateFolder.run({ folderId: id, name }),
    move: (id: string, parentId: string | null) => void updateFolder.run({ folderId: id, parentId }),
    remove: (id: string) => void deleteFolder.run(id),
  };
  const chosenFiles = fileList.filter((f) => selected.has(f.id));

  const onPageDrop = (e: DragEvent) => {
    if (e.dataTransfer.files.length === 0) return;
    e.preventDefault();
    upload([...e.dataTransfer.files]);
  };

  return (
    <>
      <PageHeader title={t('drive')} icon={<IconCloud size={20} aria-hidden />} />
      <div
        className="kumo-page-body kumo-drive-page"
        onDragOver={(e) => e.dataTransfer.types.includes('Files') && e.preventDefault()}
        onDrop={onPageDrop}
      >
        <DriveUsage />
        <DriveToolbar folderId={folderId} onUpload={async () => upload(await chooseLocalFiles(true))} />
        <div className="kumo-drive-nav">
          <DriveBreadcrumb
            folder={current.data ?? null}
            onOpen={(id) => navigate(folderHref(id))}
            onDrop={moveInto}
          />
          <SelectField<DriveTypeFilter>
            label={t('driveShow')}
            value={filter}
            onChange={setFilter}
            options={DRIVE_TYPE_FILTERS.map((f) => ({ value: f, label: t(`driveType.${f}`) }))}
          />
          <SelectField<DriveSort>
            label={t('driveSort')}
            value={sort}
            onChange={setSort}
            options={[
              { value: '+createdAt', label: t('driveSortNewest') },
              { value: '-createdAt', label: t('driveSortOldest') },
              { value: '-name', label: t('driveSortName') },
              { value: '+size', label: t('driveSortLargest') },
              { value: '-size', label: t('driveSortSmallest') },
            ]}
          />
        </div>
        <UploadProgressList uploads={uploads} />
        {selected.size > 0 && (
          <div className="kumo-drive-selection" role="region" aria-label={t('driveSelection')}>
            <span>{t('driveSelectedCount', { n: selected.size })}</span>
            <ButtonRow
              actions={[
                {
                  label: t('driveAttachToNote'),
                  icon: IconPencil,
                  onClick: () => void openPostForm({ initialFiles: chosenFiles }),
                },
                {
                  label: t('driveSelectionActions'),
                  onClick: () =>
                    void chooseFolderThen((folderId) => fileOps.update([...selected], { folderId })),
                },
                {
                  label: t('driveDeleteSelected', { n: selected.size }),
                  variant: 'danger',
                  onClick: () => void confirmDelete([...selected], chosenFiles[0]?.name ?? '', fileOps),
                },
                { label: t('driveClearSelection'), icon: IconX, onClick: () => setSelected(new Set()) },
              ]}
            />
          </div>
        )}
        {(folders.data?.length ?? 0) > 0 && (
          <ul className="kumo-drive-grid" aria-label={t('driveFolders')}>
            {folders.data!.map((f) => (
              <FolderTile
                key={f.id}
                folder={f}
                onOpen={() => navigate(folderHref(f.id))}
                onMenu={(anchor) => void openMenu(folderMenu(f, folderOps), anchor)}
                onDrop={moveInto}
              />
            ))}
          </ul>
        )}
        <PagedList query={files} empty={folders.data?.length ? null : t('driveFolderEmpty')}>
          {(items) => (
            <ul className="kumo-drive-grid" aria-label={t('driveFiles')}>
              {items.map((file) => (
                <FileTile
                  key={file.id}
                  file={file}
                  selected={selected.has(file.id)}
                  dragIds={filesToActOn(selected, file.id)}
                  onToggle={(on) => setSelected((s) => toggleSelected(s, file.id, on))}
                  onOpen={() => showFileDetail(file)}
                  onMenu={(anchor) =>
                    void openMenu(fileMenu(file, filesToActOn(selected, file.id), fileOps), anchor)
                  }
                />
              ))}
            </ul>
          )}
        </PagedList>
        <p className="kumo-drive-hint">{t('driveDropHint')}</p>
      </div>
    </>
  );
}
