import { one } from '../../db/statement.ts';
import type { Instance } from '../../context.ts';

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
