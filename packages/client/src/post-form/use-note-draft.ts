import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createDraftSaver,
  loadDraft,
  removeDraft,
  saveDraft,
  stashDraft,
  type NoteDraft,
} from './draft-store.ts';

/**
 * Spec P2 §4: restores the draft of this context when the form opens, saves every change after a
 * short pause (at once when the page is hidden or closed), and removes it after a successful post.
 * `apply` receives the stored draft once; it decides what to take.
 */
export function useNoteDraft(
  accountId: string | null,
  key: string,
  snapshot: Partial<NoteDraft>,
  apply: (draft: Partial<NoteDraft>) => void,
  enabled = true,
  /** false: this form keeps no draft at all (the share page starts from what was shared). */
  persist = true,
) {
  const [loaded, setLoaded] = useState(false);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const saver = useMemo(
    () => createDraftSaver<Partial<NoteDraft>>((draft) => void saveDraft(accountId, key, draft)),
    [accountId, key],
  );

  useEffect(() => {
    if (!persist) return;
    let alive = true;
    void loadDraft(accountId, key).then((draft) => {
      if (!alive) return;
      if (draft) applyRef.current(draft);
      setLoaded(true);
    });
    return () => {
      alive = false;
    };
  }, [accountId, key, persist]);

  const serialised = JSON.stringify(snapshot);
  useEffect(() => {
    if (loaded && enabled && persist) saver.schedule(JSON.parse(serialised) as Partial<NoteDraft>);
  }, [loaded, enabled, persist, saver, serialised]);

  useEffect(() => {
    // the page may be gone before IndexedDB answers (also for a save that began a moment ago):
    // keep a synchronous copy of the newest draft too
    const flush = () => {
      const draft = saver.flush() ?? saver.latest();
      if (draft) stashDraft(accountId, key, draft);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      saver.flush();
    };
  }, [saver, accountId, key]);

  const discard = useCallback(async () => {
    saver.cancel();
    if (persist) await removeDraft(accountId, key);
  }, [saver, accountId, key, persist]);

  return { loaded, discard };
}
