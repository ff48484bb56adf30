// Rules of the drive page as plain functions: type filters, the folder path, what may be dropped where.
import type { entities } from 'misskey-js';

export type DriveTypeFilter = 'all' | 'image' | 'video' | 'audio' | 'text' | 'application';
export const DRIVE_TYPE_FILTERS: readonly DriveTypeFilter[] = [
  'all',
  'image',
  'video',
  'audio',
  'text',
  'application',
];

/** drive/files's `type` for a filter (`image/*`…), null for every type. */
export function typeParam(filter: DriveTypeFilter): string | null {
  return filter === 'all' ? null : `${filter}/*`;
}

/** The folders from the top of the drive down to `folder` (drive/folders/show nests each parent). */
export function folderPath(folder: entities.DriveFolder | null | undefined): entities.DriveFolder[] {
  const path: entities.DriveFolder[] = [];
  for (let f = folder ?? null; f; f = f.parent ?? null) path.unshift(f);
  return path;
}

/** What is being dragged inside the drive page: files and folders by id. */
export interface DriveDrag {
  files: string[];
  folders: string[];
}

export const DRIVE_DRAG_TYPE = 'application/x-kumo-drive';

export function readDrag(data: DataTransfer): DriveDrag | null {
  try {
    const parsed = JSON.parse(data.getData(DRIVE_DRAG_TYPE) || 'null') as Partial<DriveDrag> | null;
    if (!parsed) return null;
    return { files: [...(parsed.files ?? [])], folders: [...(parsed.folders ?? [])] };
  } catch {
    return null;
  }
}

/**
 * Whether the dragged things may go into `targetId` (null: the top): never a folder into itself. A
 * folder into one of its own sub-folders is refused by the server (RECURSIVE_NESTING), as in Misskey.
 */
export function dropAllowed(drag: DriveDrag, targetId: string | null): boolean {
  if (drag.files.length + drag.folders.length === 0) return false;
  return targetId === null || !drag.folders.includes(targetId);
}

/** Which of the selected files to act on: the selection, or the one file a menu was opened on. */
export function filesToActOn(selected: ReadonlySet<string>, fileId: string): string[] {
  return selected.has(fileId) ? [...selected] : [fileId];
}
