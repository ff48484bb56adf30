// What may enter a user's drive: Misskey's DriveService checks, in one place for every way in
// (drive/files/create, upload-from-url, exports).
import type { Instance } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { one } from '../db/statement.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { ranksOfUser } from './roles.ts';
import { userSettings } from './user-settings.ts';

const MB = 1024 * 1024;

/** Why a file was refused, in Misskey's order of checking. */
export type DriveRefusal = 'unallowedFileType' | 'maxFileSizeExceeded' | 'noFreeSpace';

export class DriveRefusedError extends Error {
  constructor(readonly reason: DriveRefusal) {
    super(`drive refused the file: ${reason}`);
    this.name = 'DriveRefusedError';
  }
}

/** Bytes the user's drive files take. */
export function driveUsage(inst: Instance, userId: string): number {
  return (
    one<{ s: number | null }>(inst.db, 'SELECT SUM(size) AS s FROM drive_files WHERE userId = ?', userId)
      ?.s ?? 0
  );
}

// Whether a role's `uploadableFileTypes` let `type` in: `*` or `*/*` for anything, `image/*` for a
// family, otherwise the exact type. A file whose type could not be told is
// `application/octet-stream` and needs that type listed, as on Misskey.
export function fileTypeAllowed(allowed: readonly string[], type: string): boolean {
  return allowed.some((pattern) => {
    if (pattern === '*' || pattern === '*/*') return true;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Lets a file of `type` and `size` into `user`'s drive or throws DriveRefusedError: its type must
 * be one the user's roles allow, it must not be larger than maxFileSizeMb, and the drive must keep
 * within driveCapacityMb. Moderators and administrators pass (Misskey 2025.10.1). Answers whether
 * the file is marked sensitive: as asked, or always when the user's setting or a role says so.
 */
export function admitToDrive(
  inst: Instance,
  user: UserRow,
  file: { type: string; size: number; isSensitive: boolean },
): { isSensitive: boolean } {
  const policies = effectivePolicies(inst, user);
  if (!ranksOfUser(inst.db, user).isModerator) {
    if (!fileTypeAllowed(policies.uploadableFileTypes, file.type))
      throw new DriveRefusedError('unallowedFileType');
    if (file.size > policies.maxFileSizeMb * MB) throw new DriveRefusedError('maxFileSizeExceeded');
    if (driveUsage(inst, user.id) + file.size > policies.driveCapacityMb * MB)
      throw new DriveRefusedError('noFreeSpace');
  }
  return { isSensitive: file.isSensitive || userSettings(user).alwaysMarkNsfw || policies.alwaysMarkNsfw };
}
