// Resource module: every drive file of the server, as moderators see them (admin/drive/*).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Endpoints } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { adminKeys } from './admin.ts';
import { driveKeys } from './drive.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

export type AdminFileFilter = Pick<Params<'admin/drive/files'>, 'origin' | 'type' | 'userId'>;
export type AdminFileInfo = Endpoints['admin/drive/show-file']['res'];

const fileKeys = {
  all: () => [...adminKeys.all, 'files'] as const,
  list: (f: AdminFileFilter) => [...fileKeys.all(), 'list', f] as const,
  one: (fileId: string) => [...fileKeys.all(), 'one', fileId] as const,
};

const refreshFiles = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: fileKeys.all() }),
      qc.invalidateQueries({ queryKey: driveKeys.all }),
    ]),
};

/** The server's files, newest first, by origin, type family and owner. */
export function useAdminFiles(filter: AdminFileFilter) {
  const api = useApi();
  return usePaged({
    queryKey: fileKeys.list(filter),
    fetch: (q) => api('admin/drive/files', { ...filter, ...q }),
  });
}

/** One file with what moderators see of it. */
export function useAdminFile(fileId: string) {
  const api = useApi();
  return useQuery({
    queryKey: fileKeys.one(fileId),
    queryFn: () => api('admin/drive/show-file', { fileId }),
  });
}

/** Marks someone's file sensitive, or not (moderators may change anyone's file). */
export function useMarkFileSensitive() {
  return useApiMutation(
    (api, p: { fileId: string; isSensitive: boolean }) => api('drive/files/update', p),
    refreshFiles,
  );
}

export function useAdminDeleteFile() {
  return useApiMutation((api, fileId: string) => api('drive/files/delete', { fileId }), refreshFiles);
}

/** Deletes every file of one account (admin/delete-all-files-of-a-user). */
export function useDeleteAllFilesOfUser() {
  return useApiMutation(
    (api, userId: string) => api('admin/delete-all-files-of-a-user', { userId }),
    refreshFiles,
  );
}

/** Deletes an account and everything it made (admin/delete-account, administrators). */
export function useDeleteAccount() {
  return useApiMutation((api, userId: string) => api('admin/delete-account', { userId }), {
    onSuccess: (_r, _p, qc) => qc.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] }),
  });
}
