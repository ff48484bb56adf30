// Drive folders: a user's tree of folders, kept free of cycles as Misskey keeps it.
import { genId } from '../db/ids.ts';
import type { DriveFileRow, DriveFolderRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { packDriveFile, packDriveFolder } from '../packing/drive-file.ts';
import { findUserById } from './users.ts';

export function findOwnFolder(inst: Instance, userId: string, id: string): DriveFolderRow | undefined {
  return one<DriveFolderRow>(inst.db, 'SELECT * FROM drive_folders WHERE id = ? AND userId = ?', id, userId);
}

/** Whether putting `folderId` under `parentId` would put it inside itself (or a descendant). */
export function wouldNest(inst: Instance, folderId: string, parentId: string): boolean {
  for (let at: string | null = parentId; at != null;) {
    if (at === folderId) return true;
    at =
      one<{ parentId: string | null }>(inst.db, 'SELECT parentId FROM drive_folders WHERE id = ?', at)
        ?.parentId ?? null;
  }
  return false;
}

export function countChildren(inst: Instance, folderId: string): number {
  const folders = one<{ c: number }>(
    inst.db,
    'SELECT COUNT(*) AS c FROM drive_folders WHERE parentId = ?',
    folderId,
  );
  const files = one<{ c: number }>(
    inst.db,
    'SELECT COUNT(*) AS c FROM drive_files WHERE folderId = ?',
    folderId,
  );
  return (folders?.c ?? 0) + (files?.c ?? 0);
}

export function createFolder(
  inst: Instance,
  userId: string,
  name: string,
  parentId: string | null,
): DriveFolderRow {
  const row: DriveFolderRow = { id: genId(), createdAt: Date.now(), userId, name, parentId };
  run(
    inst.db,
    'INSERT INTO drive_folders (id, createdAt, userId, name, parentId) VALUES (@id, @createdAt, @userId, @name, @parentId)',
    row,
  );
  return row;
}

/** Tells the owner's drive channels (Misskey's `folderCreated`, `folderUpdated`, `folderDeleted`…). */
export function publishDrive(
  inst: Instance,
  userId: string,
  type: string,
  body: unknown | ((origin: string) => unknown),
) {
  inst.events.emit('main', userId, `drive:${type}`, body);
}

/** A file as the drive channel sends it, packed for each socket's origin. */
export function filePayload(inst: Instance, file: DriveFileRow) {
  return (origin: string) =>
    packDriveFile(packContext(inst, origin, findUserById(inst.db, file.userId ?? '') ?? null), file, {
      detail: true,
    });
}

/** A folder as the drive channel sends it, packed for each socket's origin. */
export function folderPayload(inst: Instance, folder: DriveFolderRow) {
  return (origin: string) =>
    packDriveFolder(packContext(inst, origin, findUserById(inst.db, folder.userId) ?? null), folder);
}
