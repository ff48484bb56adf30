import type { LocaleKey } from '@/i18n/index.ts';

/** Spec P2 §9: relative time thresholds, in seconds, largest first. */
const UNITS: Array<[number, LocaleKey]> = [
  [31_536_000, 'yearsAgo'],
  [2_592_000, 'monthsAgo'],
  [604_800, 'weeksAgo'],
  [86_400, 'daysAgo'],
  [3_600, 'hoursAgo'],
  [60, 'minutesAgo'],
];

export function relativeTime(ageMs: number): { key: LocaleKey; n: number } {
  const s = Math.floor(ageMs / 1000);
  if (s < 10) return { key: 'justNow', n: 0 };
  for (const [size, key] of UNITS) if (s >= size) return { key, n: Math.floor(s / size) };
  return { key: 'secondsAgo', n: s };
}

/** Spec P2 §9: refresh every 10 s under a minute old, every 60 s under an hour, else every 180 s. */
export function refreshIntervalMs(ageMs: number): number {
  if (ageMs < 60_000) return 10_000;
  if (ageMs < 3_600_000) return 60_000;
  return 180_000;
}
