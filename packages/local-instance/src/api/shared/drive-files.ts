import { one } from '../../db/statement.ts';
import type { DriveFileRow, UserRow } from '../../db/rows.ts';
import type { Instance } from '../../context.ts';
import { ApiError, errorWithId } from '../errors.ts';
import { ranksOfUser } from '../../services/roles.ts';

/** Bytes the user's drive files take. */
export function driveUsage(inst: Instance, userId: string): number {
  return (
    one<{ s: number | null }>(inst.db, 'SELECT SUM(size) AS s FROM drive_files WHERE userId = ?', userId)
      ?.s ?? 0
  );
}

export const INVALID_FILE_NAME = {
  message: 'Invalid file name.',
  code: 'INVALID_FILE_NAME',
  id: 'f449b209-0c60-4e51-84d5-29486263bfd4',
};

export function validFileName(name: string): boolean {
  return (
    name.trim().length > 0 &&
    name.length <= 200 &&
    !name.includes('\\') &&
    !name.includes('/') &&
    !name.includes('..')
  );
}

export const noSuchFile = errorWithId('No such file.', 'NO_SUCH_FILE');
const accessDenied = errorWithId('Access denied.', 'ACCESS_DENIED');

/** A file `me` may change: its own, or any file for a moderator (as Misskey). */
export function checkFileAccess(
  inst: Instance,
  file: DriveFileRow | undefined,
  me: UserRow,
  ids: { noSuchFile: string; accessDenied: string },
): DriveFileRow {
  if (!file) throw new ApiError(noSuchFile(ids.noSuchFile));
  if (file.userId !== me.id && !ranksOfUser(inst.db, me).isModerator)
    throw new ApiError(accessDenied(ids.accessDenied));
  return file;
}
