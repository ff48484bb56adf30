// The drive page's menus: what can be done to a folder, to a file or to several selected files.
import {
  IconArrowsMove,
  IconCopy,
  IconEye,
  IconEyeOff,
  IconInfoCircle,
  IconPencil,
  IconTextCaption,
  IconTrash,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { createElement } from 'react';
import { t } from '@/i18n/index.ts';
import type { DriveFileChange } from '@/queries/index.ts';
import { confirmDialog, inputText, type MenuItem, copyLink } from '@/ui/index.ts';
import { pickDriveFolder } from './open-drive-picker.tsx';

const icon = (Icon: typeof IconPencil) => createElement(Icon, { size: 18, 'aria-hidden': true });

/** Asks for a folder in the drive picker and hands on its id (null: the top); nothing when canceled. */
export async function chooseFolderThen(apply: (folderId: string | null) => void): Promise<void> {
  const target = await pickDriveFolder();
  if (target !== undefined) apply(target?.id ?? null);
}

/** A menu entry that asks for a text (prefilled with `current`) and hands on what was typed. */
function askItem(
  text: string,
  Icon: typeof IconPencil,
  current: string,
  maxLength: number,
  apply: (value: string) => void,
): MenuItem {
  return {
    type: 'button',
    text,
    icon: icon(Icon),
    action: async () => {
      const r = await inputText({ title: text, default: current, maxLength });
      if (!r.canceled) apply(r.result.trim());
    },
  };
}

export interface FolderOps {
  rename: (folderId: string, name: string) => void;
  move: (folderId: string, parentId: string | null) => void;
  remove: (folderId: string) => void;
}

export function folderMenu(folder: entities.DriveFolder, ops: FolderOps): MenuItem[] {
  return [
    askItem(
      t('driveRenameFolder'),
      IconPencil,
      folder.name,
      200,
      (name) => name && ops.rename(folder.id, name),
    ),
    {
      type: 'button',
      text: t('driveMoveTo'),
      icon: icon(IconArrowsMove),
      action: () => void chooseFolderThen((parentId) => ops.move(folder.id, parentId)),
    },
    {
      type: 'button',
      text: t('driveDelete'),
      icon: icon(IconTrash),
      danger: true,
      action: async () => {
        if (await confirmDialog(t('driveDeleteFolderConfirm', { name: folder.name }))) ops.remove(folder.id);
      },
    },
  ];
}

export interface FileOps {
  update: (fileIds: string[], change: DriveFileChange) => void;
  remove: (fileIds: string[]) => void;
  details: (file: entities.DriveFile) => void;
}

/** The menu of a file (when it is part of the selection, the moves and deletes take them all). */
export function fileMenu(file: entities.DriveFile, ids: string[], ops: FileOps): MenuItem[] {
  const one = ids.length === 1;
  return [
    {
      type: 'button',
      text: t('driveFileDetails'),
      icon: icon(IconInfoCircle),
      action: () => ops.details(file),
    },
    ...(one
      ? ([
          askItem(
            t('driveRenameFile'),
            IconPencil,
            file.name,
            200,
            (name) => name && ops.update(ids, { name }),
          ),
          askItem(t('driveEditCaption'), IconTextCaption, file.comment ?? '', 512, (comment) =>
            ops.update(ids, { comment: comment || null }),
          ),
          {
            type: 'button',
            text: file.isSensitive ? t('driveUnmarkSensitive') : t('driveMarkSensitive'),
            icon: icon(file.isSensitive ? IconEye : IconEyeOff),
            action: () => ops.update(ids, { isSensitive: !file.isSensitive }),
          },
          {
            type: 'button',
            text: t('mediaCopyLink'),
            icon: icon(IconCopy),
            action: () => void copyLink(file.url),
          },
        ] satisfies MenuItem[])
      : []),
    {
      type: 'button',
      text: one ? t('driveMoveTo') : t('driveMoveSelected', { n: ids.length }),
      icon: icon(IconArrowsMove),
      action: () => void chooseFolderThen((folderId) => ops.update(ids, { folderId })),
    },
    {
      type: 'button',
      text: one ? t('driveDelete') : t('driveDeleteSelected', { n: ids.length }),
      icon: icon(IconTrash),
      danger: true,
      action: () => void confirmDelete(ids, file.name, ops),
    },
  ];
}

/** Deletes after asking: notes that use the files will show them no more. */
export async function confirmDelete(
  ids: string[],
  name: string,
  ops: Pick<FileOps, 'remove'>,
): Promise<void> {
  const text =
    ids.length === 1
      ? t('driveDeleteFileConfirm', { name })
      : t('driveDeleteFilesConfirm', { n: ids.length });
  if (await confirmDialog(text)) ops.remove(ids);
}
