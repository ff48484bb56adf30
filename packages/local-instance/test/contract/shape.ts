// Compares the shape of two JSON answers: the keys of objects, the types of values, recursively.
import { DROPPED_FIELDS, FORK_ONLY_FIELDS } from './allowed-differences.ts';

/** Objects keyed by data (reactions by emoji, emoji maps by name): their keys are not shape. */
const DICTIONARIES = new Set([
  'reactions',
  'reactionEmojis',
  'emojis',
  'policies',
  'reactionAndUserPairCache',
  'notificationRecieveConfig',
]);

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Where `ours` does not have the shape of `real`: a key the real answer has and ours lacks, or a
 * value of another type. A null on either side is not a difference (the data differs, not the
 * shape); arrays are compared by their first items.
 */
export function shapeDifferences(real: unknown, ours: unknown, path = '$'): string[] {
  if (real === null || ours === null || real === undefined) return [];
  if (kind(real) !== kind(ours)) return [`${path}: ${kind(real)} in Misskey, ${kind(ours)} here`];
  if (Array.isArray(real) && Array.isArray(ours)) {
    return real.length > 0 && ours.length > 0 ? shapeDifferences(real[0], ours[0], `${path}[0]`) : [];
  }
  if (kind(real) !== 'object') return [];
  const r = real as Record<string, unknown>;
  const o = ours as Record<string, unknown>;
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (DICTIONARIES.has(key) && key !== 'policies') return [];
  return Object.keys(r)
    .filter((k) => !FORK_ONLY_FIELDS.has(k) && !DROPPED_FIELDS.has(k))
    .flatMap((key) =>
      key in o ? shapeDifferences(r[key], o[key], `${path}.${key}`) : [`${path}.${key}: missing here`],
    );
}
