import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

/**
 * The editable copy behind an edit page (antenna, channel, webhook, profile…): it starts empty,
 * is filled from the stored item when that arrives, and changes a field at a time.
 * A newer stored item (a refetch in the background) refills it only until the first edit:
 * what the user typed is never replaced under them. A page that saves and stays calls `settle`
 * once the save is done: the next stored item (the saved answer) fills the draft again.
 * `ready` is false until a stored item has been put in (so the form never shows empty for a moment).
 */
export function useDraft<D extends object, E>(empty: D, stored: E | undefined, toDraft: (item: E) => D) {
  const [draft, setDraftState] = useState<D>(empty);
  const [filledFrom, setFilledFrom] = useState<E | undefined>(undefined);
  const edited = useRef(false);
  useEffect(() => {
    if (stored === undefined || edited.current) return;
    setDraftState(toDraft(stored));
    setFilledFrom(stored);
    // toDraft is a plain function of the item; a new item is what refills the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  const setDraft = useCallback((next: SetStateAction<D>) => {
    edited.current = true;
    setDraftState(next);
  }, []);
  const set = useCallback(
    <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value })),
    [setDraft],
  );
  const settle = useCallback(() => {
    edited.current = false;
  }, []);
  return { draft, set, setDraft, settle, ready: filledFrom !== undefined };
}
