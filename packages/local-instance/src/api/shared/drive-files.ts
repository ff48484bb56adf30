import type { DriveFileRow, UserRow } from '../../db/rows.ts';
import type { Instance } from '../../context.ts';
import { ApiError, errorWithId, type ApiErrorSpec } from '../errors.ts';
import { DriveRefusedError, type DriveRefusal } from '../../services/drive-admission.ts';
import { ranksOfUser } from '../../services/roles.ts';

/** Misskey's answers of drive/files/create when the drive refuses a file (DriveService's checks). */
const DRIVE_REFUSALS: Record<DriveRefusal, ApiErrorSpec> = {
  unallowedFileType: {
    message: 'Cannot upload the file because it is an unallowed file type.',
    code: 'UNALLOWED_FILE_TYPE',
    id: '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
  },
  maxFileSizeExceeded: {
    message: 'Cannot upload the file because it exceeds the maximum file size.',
    code: 'MAX_FILE_SIZE_EXCEEDED',
    id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a',
    httpStatusCode: 413,
  },
  noFreeSpace: {
    message: 'Cannot upload the file because you have no free space of drive.',
    code: 'NO_FREE_SPACE',
    id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
  },
};

/** `err` as the API answers it when it is the drive's refusal; anything else as it is. */
export function asDriveRefusal(err: unknown): unknown {
  return err instanceof DriveRefusedError ? new ApiError(DRIVE_REFUSALS[err.reason]) : err;
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
