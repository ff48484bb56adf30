// Resource module: the drive (usage, folders, files) of the signed-in account.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

/** How many files or folders one drive listing asks for (the API's largest page). */
const DRIVE_PAGE = 100;

export const driveKeys = {
  all: ['drive'] as const,
  usage: () => [...driveKeys.all, 'usage'] as const,
  folder: (folderId: string) => [...driveKeys.all, 'folder', folderId] as const,
  folders: (parentId: string | null) => [...driveKeys.all, 'folders', parentId] as const,
  files: (folderId: string | null) => [...driveKeys.all, 'files', folderId] as const,
  largest: () => [...driveKeys.all, 'largest'] as const,
};

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

/** Deletes the chosen files (see deleteFiles); usage and every file listing are read again afterwards. */
export function useDeleteDriveFiles() {
  return useApiMutation(
    (api, files: ReadonlyArray<{ id: string; size: number }>) =>
      deleteFiles(files, (fileId) => api('drive/files/delete', { fileId })),
    { onSuccess: (_out, _files, qc) => qc.invalidateQueries({ queryKey: driveKeys.all }) },
  );
}
