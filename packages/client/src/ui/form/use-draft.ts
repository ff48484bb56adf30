import { useCallback, useEffect, useState } from 'react';

/**
 * The editable copy behind an edit page (antenna, channel, webhook, profile…): it starts empty,
 * is filled once from the stored item when that arrives, and changes a field at a time.
 * `ready` is false until a stored item has been put in (so the form never shows empty for a moment).
 */
export function useDraft<D extends object, E>(empty: D, stored: E | undefined, toDraft: (item: E) => D) {
  const [draft, setDraft] = useState<D>(empty);
  const [filledFrom, setFilledFrom] = useState<E | undefined>(undefined);
  useEffect(() => {
    if (stored === undefined) return;
    setDraft(toDraft(stored));
    setFilledFrom(stored);
    // toDraft is a plain function of the item; a new item is what refills the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  const set = useCallback(
    <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value })),
    [],
  );
  return { draft, set, setDraft, ready: filledFrom !== undefined };
}
