/** How full the drive is, 0..1 (an unknown or zero capacity counts as empty, not as full). */
export function usageRatio(usage: number, capacity: number): number {
  if (!(capacity > 0) || !(usage > 0)) return 0;
  return Math.min(1, usage / capacity);
}

export type UsageLevel = 'ok' | 'high' | 'full';

/** From 80 % the bar warns, from 95 % it says the drive is (nearly) full. */
export function usageLevel(ratio: number): UsageLevel {
  if (ratio >= 0.95) return 'full';
  if (ratio >= 0.8) return 'high';
  return 'ok';
}

/** A percentage for people: one decimal under 10 %, whole numbers above, never 0 % for a non-empty drive. */
export function usagePercent(ratio: number): string {
  const pct = ratio * 100;
  if (pct <= 0) return '0%';
  if (pct < 0.1) return '<0.1%';
  return pct < 10 ? `${Math.round(pct * 10) / 10}%` : `${Math.round(pct)}%`;
}

/** Adds or removes one id from a selection (a new set each time, for React state). */
export function toggleSelected(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The total size of the selected files. */
export function selectedSize(
  files: ReadonlyArray<{ id: string; size: number }>,
  selected: ReadonlySet<string>,
) {
  return files.reduce((sum, f) => (selected.has(f.id) ? sum + f.size : sum), 0);
}
