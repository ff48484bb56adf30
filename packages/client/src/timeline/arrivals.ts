import { useEffect, useRef, useState } from 'react';

/** How long arrivals are gathered before a screen reader hears their count (one message, not one per note). */
export const ARRIVALS_ANNOUNCE_MS = 5_000;

/** Notes added above the one that was first before (0 when it is gone or there was none). */
export function countArrivals(previousFirstId: string | null, notes: ReadonlyArray<{ id: string }>): number {
  if (previousFirstId === null) return 0;
  const at = notes.findIndex((n) => n.id === previousFirstId);
  return at < 0 ? 0 : at;
}

/**
 * The number of notes that arrived at the top of the list during the last few seconds, for a polite
 * live region: gathered for ARRIVALS_ANNOUNCE_MS, then told once; 0 while nothing arrived.
 */
export function useArrivalCount(notes: ReadonlyArray<{ id: string }>): number {
  const firstId = useRef<string | null>(null);
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [told, setTold] = useState(0);
  useEffect(() => {
    pending.current += countArrivals(firstId.current, notes);
    firstId.current = notes[0]?.id ?? null;
    if (pending.current === 0 || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setTold(pending.current);
      pending.current = 0;
    }, ARRIVALS_ANNOUNCE_MS);
  }, [notes]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return told;
}
