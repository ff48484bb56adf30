// Resource module: what a share link points at (the note replied to or quoted, recipients, files).
import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';

export interface ShareTargets {
  replyId: string | null;
  renoteId: string | null;
  visibleUserIds: string[];
  fileIds: string[];
}

export const shareKeys = {
  targets: (t: ShareTargets) => ['share', t] as const,
};

/** Reads what a share link names; whatever cannot be read (deleted, not visible) is left out. */
export function useShareTargets(targets: ShareTargets) {
  const api = useApi();
  return useQuery({
    queryKey: shareKeys.targets(targets),
    queryFn: async () => {
      const note = (noteId: string | null) =>
        noteId ? api('notes/show', { noteId }).catch(() => null) : Promise.resolve(null);
      const [reply, renote, users, files] = await Promise.all([
        note(targets.replyId),
        note(targets.renoteId),
        targets.visibleUserIds.length
          ? (api('users/show', { userIds: targets.visibleUserIds }).catch(() => []) as unknown as Promise<
              entities.UserLite[]
            >)
          : Promise.resolve([]),
        Promise.all(targets.fileIds.map((fileId) => api('drive/files/show', { fileId }).catch(() => null))),
      ]);
      return { reply, renote, users, files: files.filter((f): f is entities.DriveFile => f !== null) };
    },
    staleTime: Infinity,
  });
}
