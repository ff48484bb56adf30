// The calls that change several drive files: one `drive/files/move-bulk` per 100 files where the
// server has it (upstream Misskey 2026.7) and the change is only a move, else one update per file.

/** drive/files/move-bulk takes at most this many ids. */
export const MOVE_BULK_MAX = 100;

export type DriveFilesCall =
  | { endpoint: 'drive/files/move-bulk'; params: { fileIds: string[]; folderId: string | null } }
  | { endpoint: 'drive/files/update'; params: { fileId: string } & Record<string, unknown> };

export function driveFileCalls(
  fileIds: readonly string[],
  change: Record<string, unknown>,
  canMoveBulk: boolean,
): DriveFilesCall[] {
  const keys = Object.keys(change).filter((k) => change[k] !== undefined);
  const onlyMove = keys.length === 1 && keys[0] === 'folderId';
  if (canMoveBulk && onlyMove && fileIds.length > 1) {
    const folderId = (change.folderId as string | null) ?? null;
    const calls: DriveFilesCall[] = [];
    for (let i = 0; i < fileIds.length; i += MOVE_BULK_MAX)
      calls.push({
        endpoint: 'drive/files/move-bulk',
        params: { fileIds: fileIds.slice(i, i + MOVE_BULK_MAX), folderId },
      });
    return calls;
  }
  return fileIds.map((fileId) => ({ endpoint: 'drive/files/update', params: { fileId, ...change } }));
}
