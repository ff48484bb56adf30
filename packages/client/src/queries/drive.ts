// Resource module: the drive (usage, folders, files) of the signed-in account.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { entities } from 'misskey-js';
import { useApi, type Api } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';
import { usePaged } from './paged.ts';
import { driveFileCalls } from './drive-file-calls.ts';
import { serverFeatures, useEndpoints } from './features.ts';

/** How many files or folders one drive listing asks for (the API's largest page). */
const DRIVE_PAGE = 100;

export const driveKeys = {
  all: ['drive'] as const,
  usage: () => [...driveKeys.all, 'usage'] as const,
  folder: (folderId: string) => [...driveKeys.all, 'folder', folderId] as const,
  folders: (parentId: string | null) => [...driveKeys.all, 'folders', parentId] as const,
  files: (folderId: string | null) => [...driveKeys.all, 'files', folderId] as const,
  largest: () => [...driveKeys.all, 'largest'] as const,
  list: (folderId: string | null, type: string | null, sort: DriveSort | null) =>
    [...driveKeys.all, 'list', folderId, type, sort] as const,
  attachedNotes: (fileId: string) => [...driveKeys.all, 'attached-notes', fileId] as const,
};

/** drive/files's orders: `+` is descending (newest, last in the alphabet, largest first). */
export type DriveSort = '+createdAt' | '-createdAt' | '+name' | '-name' | '+size' | '-size';

/** How much of the drive is used, and its capacity. */
export function useDriveUsage() {
  const api = useApi();
  return useQuery({ queryKey: driveKeys.usage(), queryFn: () => api('drive', {}) });
}

export function useDriveFolder(folderId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: driveKeys.folder(folderId ?? ''),
    queryFn: () => api('drive/folders/show', { folderId: folderId! }),
    enabled: folderId !== null,
    retry: false,
  });
}

/** The folders in a folder (null: the drive's root). */
export function useDriveFolders(parentId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: driveKeys.folders(parentId),
    queryFn: () => api('drive/folders', { folderId: parentId, limit: DRIVE_PAGE }),
  });
}

/** The files in a folder (null: the drive's root). */
export function useDriveFiles(folderId: string | null, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: driveKeys.files(folderId),
    queryFn: () => api('drive/files', { folderId, limit: DRIVE_PAGE }),
    enabled,
  });
}

/** The largest files first, for the drive cleaner. */
export function useLargestFiles() {
  const api = useApi();
  return useQuery({
    queryKey: driveKeys.largest(),
    queryFn: () => api('drive/files', { sort: '+size', limit: DRIVE_PAGE }),
  });
}

export interface DeleteOutcome {
  deleted: string[];
  failed: string[];
  freed: number;
}

/**
 * Deletes the files one after another (Misskey has no bulk delete for users) and reports which went,
 * which did not, and how many bytes were freed.
 */
export async function deleteFiles(
  files: ReadonlyArray<{ id: string; size: number }>,
  remove: (id: string) => Promise<unknown>,
): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { deleted: [], failed: [], freed: 0 };
  for (const f of files) {
    try {
      await remove(f.id);
      outcome.deleted.push(f.id);
      outcome.freed += f.size;
    } catch {
      outcome.failed.push(f.id);
    }
  }
  return outcome;
}

/** Every drive listing, the usage and the picker read again after a change. */
const refreshDrive = {
  onSuccess: (_r: unknown, _v: unknown, qc: ReturnType<typeof useQueryClient>) =>
    qc.invalidateQueries({ queryKey: driveKeys.all }),
};

/** Deletes the chosen files (see deleteFiles); usage and every file listing are read again afterwards. */
export function useDeleteDriveFiles() {
  return useApiMutation(
    (api, files: ReadonlyArray<{ id: string; size: number }>) =>
      deleteFiles(files, (fileId) => api('drive/files/delete', { fileId })),
    refreshDrive,
  );
}

/**
 * A folder's files for the file manager, filtered by type (`image/*`…) and ordered. The newest-first
 * order pages by id; another order is one page of the 100 first (the API pages only by id).
 */
export function useDriveFileList(folderId: string | null, type: string | null, sort: DriveSort | null) {
  const api = useApi();
  return usePaged({
    queryKey: driveKeys.list(folderId, type, sort),
    fetch: async ({ untilId, limit }) =>
      sort && untilId
        ? []
        : api('drive/files', { folderId, type, sort, limit, ...(untilId ? { untilId } : {}) }),
    pageSize: DRIVE_PAGE,
  });
}

/** The notes a file is attached to. */
export function useAttachedNotes(fileId: string) {
  const api = useApi();
  return useQuery({
    queryKey: driveKeys.attachedNotes(fileId),
    queryFn: () => api('drive/files/attached-notes', { fileId, limit: 20 }),
  });
}

/** Reads every drive listing again (another tab or device changed the drive). */
export function useRefreshDrive() {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: driveKeys.all }), [qc]);
}

export function useCreateFolder() {
  return useApiMutation(
    (api, v: { name: string; parentId: string | null }) => api('drive/folders/create', v),
    refreshDrive,
  );
}

type Inline<V> = Pick<ApiMutationOptions<V, unknown>, 'onError'>;
type FolderChange = { folderId: string; name?: string; parentId?: string | null };

/** Renames a folder or moves it (parentId null: to the top); a move into itself is RECURSIVE_NESTING. */
export function useUpdateFolder({ onError }: Inline<FolderChange> = {}) {
  return useApiMutation((api, v: FolderChange) => api('drive/folders/update', v), {
    ...refreshDrive,
    onError,
  });
}

export function useDeleteFolder({ onError }: Inline<string> = {}) {
  return useApiMutation((api, folderId: string) => api('drive/folders/delete', { folderId }), {
    ...refreshDrive,
    onError,
  });
}

export type DriveFileChange = Partial<
  Pick<entities.DriveFile, 'name' | 'comment' | 'isSensitive' | 'folderId'>
>;

/**
 * Changes one of my files from outside the drive (a note's media menu); the drive views read again.
 * Notes already drawn keep their copy of the file until read again.
 */
export async function updateDriveFile(
  api: Api,
  queryClient: QueryClient,
  fileId: string,
  change: DriveFileChange,
): Promise<entities.DriveFile> {
  const file = await api('drive/files/update', { fileId, ...change });
  void queryClient.invalidateQueries({ queryKey: driveKeys.all });
  return file;
}

/** Asks my server to fetch a file at `url` into my drive; it arrives later (the drive channel says so). */
export async function saveUrlToDrive(api: Api, queryClient: QueryClient, url: string): Promise<void> {
  await api('drive/files/upload-from-url', { url });
  void queryClient.invalidateQueries({ queryKey: driveKeys.all });
}

/**
 * Changes several of my files: a move is one `drive/files/move-bulk` call where the server has it
 * (upstream Misskey 2026.7), anything else (and any move on other servers) one update per file.
 */
export function useUpdateDriveFiles() {
  const canMoveBulk = serverFeatures(null, useEndpoints()).driveMoveBulk;
  return useApiMutation(async (api, v: { fileIds: readonly string[]; change: DriveFileChange }) => {
    for (const call of driveFileCalls(v.fileIds, v.change, canMoveBulk)) {
      if (call.endpoint === 'drive/files/move-bulk') await api(call.endpoint, call.params);
      else await api(call.endpoint, call.params);
    }
  }, refreshDrive);
}
