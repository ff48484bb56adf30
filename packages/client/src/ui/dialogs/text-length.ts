export interface LengthLimits {
  minLength?: number;
  maxLength?: number;
}

export type LengthCaption =
  | { key: 'charactersBelow'; current: number; min: number }
  | { key: 'charactersExceeded'; current: number; max: number };

/**
 * Spec P1 §5, P2 §5: a dialog text is invalid below its minimum or above its maximum length, and
 * the caption says which, with the current count and the limit. Lengths count UTF-16 units, as the
 * server's limits do.
 */
export function checkTextLength(
  value: string,
  { minLength, maxLength }: LengthLimits,
): { valid: boolean; caption: LengthCaption | null } {
  const current = value.length;
  if (minLength !== undefined && current < minLength)
    return { valid: false, caption: { key: 'charactersBelow', current, min: minLength } };
  if (maxLength !== undefined && current > maxLength)
    return { valid: false, caption: { key: 'charactersExceeded', current, max: maxLength } };
  return { valid: true, caption: null };
}

/** Spec: a number-type input yields a parsed float; anything that does not parse is invalid. */
export function parseNumberInput(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) ? value : null;
}

/** A date input's yyyy-mm-dd as a local date (midnight where the user is), or null. */
export function parseDateInput(raw: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(m[3]) ? null : date;
}

/** The other way round, for a default value. */
export function formatDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
