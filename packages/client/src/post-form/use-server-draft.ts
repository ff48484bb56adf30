import { useEffect, useRef, useState } from 'react';
import { useServerFeatures } from '@/account/index.ts';
import {
  useForkScheduledNotes,
  usePostFormDraftCalls,
  useServerDrafts,
  pagedItems,
} from '@/queries/index.ts';
import type { entities } from 'misskey-js';
import type { NoteCreatePayload } from './build-payload.ts';
import { scheduleSupport, serverDraftPayload } from './schedule-rules.ts';

/** How long the form waits after the last change before its server copy is written. */
export const SERVER_DRAFT_DELAY_MS = 2_000;

interface ServerDraftInput {
  token: string | null;
  policies: Partial<entities.RolePolicies> | null | undefined;
  /** The form keeps drafts (not the share page, not an edit). */
  keepsDrafts: boolean;
  /** What would be posted now; null while there is nothing worth keeping. */
  payload: NoteCreatePayload | null;
  /** The user has changed something since the form opened. */
  touched: boolean;
  /** Scheduling: the scheduled notes are counted against the roles' limit. */
  scheduling: boolean;
}

/**
 * Where the server keeps drafts (upstream 2026.7), the form's draft also lives there: created and
 * then updated a moment after each change, removed after posting. The device's copy stays the one
 * that is never lost, so a failure here is quiet. Also what scheduling needs: how this server
 * schedules and how many notes are scheduled already.
 */
export function useServerDraft(input: ServerDraftInput) {
  const features = useServerFeatures();
  const calls = usePostFormDraftCalls(input.token);
  const [draftId, setDraftId] = useState<string | null>(null);
  const idRef = useRef<string | null>(null);
  idRef.current = draftId;
  const syncs = features.noteDrafts && input.keepsDrafts && input.token !== null;
  const schedule = scheduleSupport(features, input.policies);

  const serialised =
    input.touched && input.payload ? JSON.stringify(serverDraftPayload(input.payload)) : null;
  useEffect(() => {
    if (!syncs || serialised === null) return;
    let alive = true;
    const timer = setTimeout(() => {
      void calls
        .save(idRef.current, JSON.parse(serialised))
        .then((id) => {
          if (alive) setDraftId(id);
        })
        .catch(() => undefined);
    }, SERVER_DRAFT_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [syncs, serialised, calls]);

  const upstreamScheduled = useServerDrafts(true, {
    enabled: input.scheduling && schedule?.kind === 'drafts',
  });
  const forkScheduled = useForkScheduledNotes({ enabled: input.scheduling && schedule?.kind === 'fork' });
  const scheduled =
    schedule?.kind === 'fork'
      ? pagedItems(forkScheduled.data).length
      : pagedItems(upstreamScheduled.data).length;
  // the note being edited is one of them: scheduling it again does not add one
  const scheduledOthers =
    schedule?.kind === 'drafts'
      ? pagedItems(upstreamScheduled.data).filter((d) => d.id !== draftId).length
      : scheduled;

  return {
    syncs,
    schedule,
    draftId,
    setDraftId,
    calls,
    scheduledCount: scheduledOthers,
    /** After posting: the server copy goes too. */
    async removeAfterPosting() {
      const id = idRef.current;
      setDraftId(null);
      if (id && syncs) await calls.remove(id).catch(() => undefined);
    },
  };
}
