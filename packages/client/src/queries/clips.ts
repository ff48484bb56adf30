import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

type Clip = entities.Clip;

export const clipKeys = {
  all: ['clips'] as const,
  mine: () => [...clipKeys.all, 'mine'] as const,
  one: (id: string) => [...clipKeys.all, 'one', id] as const,
  notes: (id: string) => [...clipKeys.one(id), 'notes'] as const,
};

export function useClip(clipId: string) {
  const api = useApi();
  return useQuery({ queryKey: clipKeys.one(clipId), queryFn: () => api('clips/show', { clipId }) });
}

export function useClipNotes(clipId: string, { enabled = true } = {}) {
  const api = useApi();
  return usePaged({
    queryKey: clipKeys.notes(clipId),
    fetch: (q) => api('clips/notes', { clipId, ...q }) as Promise<entities.Note[]>,
    enabled,
  });
}

export function useMyClips() {
  const api = useApi();
  return usePaged({
    queryKey: clipKeys.mine(),
    fetch: (q) => api('clips/list', q) as Promise<Clip[]>,
    pageSize: 30,
  });
}

export function useCreateClip() {
  return useApiMutation(
    (api, p: { name: string; isPublic?: boolean; description?: string | null }) => api('clips/create', p),
    {
      onSuccess: (clip, _p, qc) => {
        qc.setQueryData(clipKeys.one(clip.id), clip);
        void qc.invalidateQueries({ queryKey: clipKeys.mine() });
      },
    },
  );
}

export function useUpdateClip() {
  return useApiMutation(
    (api, p: { clipId: string; name: string; isPublic?: boolean; description?: string | null }) =>
      api('clips/update', p),
    {
      onSuccess: (clip, _p, qc) => {
        qc.setQueryData(clipKeys.one(clip.id), clip);
        void qc.invalidateQueries({ queryKey: clipKeys.mine() });
      },
    },
  );
}

export function useDeleteClip() {
  return useApiMutation((api, clipId: string) => api('clips/delete', { clipId }), {
    onSuccess: (_r, clipId, qc) => {
      qc.removeQueries({ queryKey: clipKeys.one(clipId) });
      void qc.invalidateQueries({ queryKey: clipKeys.mine() });
    },
  });
}
