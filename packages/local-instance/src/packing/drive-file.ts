import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { DriveFileRow, DriveFolderRow } from '../db/rows.ts';
import { one } from '../db/statement.ts';
import { getUser, packUserLite } from './user.ts';

export function fileUrl(origin: string, file: DriveFileRow): string {
  return `${origin}/files/${file.accessKey}`;
}

export function thumbnailUrl(origin: string, file: DriveFileRow): string | null {
  return file.thumbnailKey ? `${origin}/files/${file.thumbnailKey}` : null;
}

export function packDriveFolder(
  pc: PackContext,
  folder: DriveFolderRow,
  detail = false,
): entities.DriveFolder {
  const db = pc.inst.db;
  const packed: entities.DriveFolder = {
    id: folder.id,
    createdAt: new Date(folder.createdAt).toISOString(),
    name: folder.name,
    parentId: folder.parentId,
  };
  if (detail) {
    packed.foldersCount =
      one<{ c: number }>(db, 'SELECT COUNT(*) AS c FROM drive_folders WHERE parentId = ?', folder.id)?.c ?? 0;
    packed.filesCount =
      one<{ c: number }>(db, 'SELECT COUNT(*) AS c FROM drive_files WHERE folderId = ?', folder.id)?.c ?? 0;
    const parent = folder.parentId
      ? one<DriveFolderRow>(db, 'SELECT * FROM drive_folders WHERE id = ?', folder.parentId)
      : undefined;
    packed.parent = parent ? packDriveFolder(pc, parent, true) : null;
  }
  return packed;
}

export function packDriveFile(
  pc: PackContext,
  file: DriveFileRow,
  opts: { detail?: boolean; withUser?: boolean } = {},
): entities.DriveFile {
  const properties: entities.DriveFile['properties'] = {};
  if (file.width != null) properties.width = file.width;
  if (file.height != null) properties.height = file.height;
  if (file.avgColor != null) properties.avgColor = file.avgColor;
  let folder: entities.DriveFolder | null = null;
  if (opts.detail && file.folderId) {
    const row = one<DriveFolderRow>(pc.inst.db, 'SELECT * FROM drive_folders WHERE id = ?', file.folderId);
    if (row) folder = packDriveFolder(pc, row, true);
  }
  const owner = opts.withUser && file.userId ? getUser(pc, file.userId) : undefined;
  return {
    id: file.id,
    createdAt: new Date(file.createdAt).toISOString(),
    name: file.name,
    type: file.type,
    md5: file.md5,
    size: file.size,
    isSensitive: !!file.isSensitive,
    blurhash: file.blurhash,
    properties,
    url: fileUrl(pc.origin, file),
    thumbnailUrl: thumbnailUrl(pc.origin, file),
    comment: file.comment,
    folderId: file.folderId,
    folder,
    userId: file.userId,
    user: owner ? packUserLite(pc, owner) : null,
  };
}

export function packDriveFileById(pc: PackContext, id: string): entities.DriveFile | null {
  const row = one<DriveFileRow>(pc.inst.db, 'SELECT * FROM drive_files WHERE id = ?', id);
  return row ? packDriveFile(pc, row) : null;
}

/**
 * A file an entity names, packed only if it is its owner's: an id of someone else's file (ids can be
 * guessed) gets null, so naming it never shows another user's private file (as Misskey packs a page's
 * images).
 */
export function packOwnDriveFileById(
  pc: PackContext,
  id: string,
  ownerId: string,
): entities.DriveFile | null {
  const row = one<DriveFileRow>(
    pc.inst.db,
    'SELECT * FROM drive_files WHERE id = ? AND userId = ?',
    id,
    ownerId,
  );
  return row ? packDriveFile(pc, row) : null;
}
