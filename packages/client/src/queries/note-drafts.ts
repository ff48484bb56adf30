// Resource module: note drafts kept on the server (upstream Misskey 2026.7's notes/drafts/*, where a
// scheduled note is a draft with isActuallyScheduled) and the MisskeyIO fork's scheduled notes
// (made by notes/create with scheduledAt, listed by notes/scheduled/list). Each is called only where
// the server's endpoint list has it (serverFeatures: noteDrafts, forkScheduledNotes).
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Endpoints, entities } from 'misskey-js';
import { apiAs, useApi, type MisskeyIoScheduledNote } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

export type ServerDraft = entities.NoteDraft;
export type ServerDraftPayload = Endpoints['notes/drafts/create']['req'];
type NoteCreatePayload = Endpoints['notes/create']['req'];

export const noteDraftKeys = {
  all: ['note-drafts'] as const,
  /** scheduled: true the scheduled notes, false the plain drafts. */
  list: (scheduled: boolean) => [...noteDraftKeys.all, 'list', scheduled] as const,
  forkScheduled: () => [...noteDraftKeys.all, 'fork-scheduled'] as const,
};

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: noteDraftKeys.all });

/** The drafts kept on the server (scheduled: the scheduled notes), newest first. */
export function useServerDrafts(scheduled: boolean, { enabled = true } = {}) {
  const api = useApi();
  return usePaged({
    queryKey: noteDraftKeys.list(scheduled),
    fetch: (q) => api('notes/drafts/list', { ...q, scheduled }) as Promise<ServerDraft[]>,
    enabled,
    staleTime: 0,
  });
}

/** The MisskeyIO fork's scheduled notes (it pages them by offset). */
export function useForkScheduledNotes({ enabled = true } = {}) {
  const api = useApi();
  return usePaged<MisskeyIoScheduledNote>({
    queryKey: noteDraftKeys.forkScheduled(),
    fetch: (q) => api('notes/scheduled/list', { limit: q.limit, offset: q.offset }),
    cursor: 'offset',
    enabled,
    staleTime: 0,
  });
}

export function useDeleteServerDraft() {
  return useApiMutation((api, draftId: string) => api('notes/drafts/delete', { draftId }), {
    onSuccess: (_r, _v, qc) => refresh(qc),
  });
}

export function useCancelForkScheduledNote() {
  return useApiMutation((api, id: string) => api('notes/scheduled/cancel', { noteId: id, draftId: id }), {
    onSuccess: (_r, _v, qc) => refresh(qc),
  });
}

const isMissingDraft = (e: unknown) =>
  (e as { error?: { code?: string } } | null)?.error?.code === 'NO_SUCH_NOTE_DRAFT';

/**
 * The post form's calls, made as the account it posts as (which may not be the signed-in one):
 * keeping its server copy of the draft, removing it, and scheduling. Failures are the caller's.
 */
export function usePostFormDraftCalls(token: string | null) {
  const qc = useQueryClient();
  return useMemo(() => {
    const call = apiAs(token);
    return {
      /** Creates the server copy, or updates it; one deleted elsewhere is made again. Resolves its id. */
      async save(draftId: string | null, payload: ServerDraftPayload): Promise<string> {
        if (draftId) {
          try {
            const { updatedDraft } = await call('notes/drafts/update', { ...payload, draftId });
            void refresh(qc);
            return updatedDraft.id;
          } catch (e) {
            if (!isMissingDraft(e)) throw e;
          }
        }
        const { createdDraft } = await call('notes/drafts/create', payload);
        void refresh(qc);
        return createdDraft.id;
      },
      /** Removes the server copy (after posting); one already gone is fine. */
      async remove(draftId: string): Promise<void> {
        await call('notes/drafts/delete', { draftId }).catch((e: unknown) => {
          if (!isMissingDraft(e)) throw e;
        });
        void refresh(qc);
      },
      /** Upstream: the draft becomes a scheduled note (its server copy, when it has one). */
      async scheduleAsDraft(draftId: string | null, payload: ServerDraftPayload, at: number): Promise<void> {
        const scheduled = { ...payload, scheduledAt: at, isActuallyScheduled: true };
        if (draftId) {
          try {
            await call('notes/drafts/update', { ...scheduled, draftId });
            void refresh(qc);
            return;
          } catch (e) {
            if (!isMissingDraft(e)) throw e;
          }
        }
        await call('notes/drafts/create', scheduled);
        void refresh(qc);
      },
      /** The MisskeyIO fork: notes/create with the time (epoch ms) it is to be posted at. */
      async scheduleOnFork(payload: NoteCreatePayload, at: number): Promise<void> {
        await call('notes/create', { ...payload, scheduledAt: at } as NoteCreatePayload);
        void refresh(qc);
      },
    };
  }, [token, qc]);
}
