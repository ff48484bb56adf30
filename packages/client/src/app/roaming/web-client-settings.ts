/**
 * What a user set in their server's own web client, read from the server's registry. Misskey's
 * client (2025.x) keeps its preferences as records `[scope, value, meta?]` per key, where a scope
 * may name a server (`server`: host) and an account (`account`: user id). They are found in two
 * places: keys the user chose to sync (scope `client/preferences/sync`, key `default:<name>`) and
 * whole-profile backups (scope `client/preferences/backups`, key = profile name). Older clients
 * kept reactions under `client/base`, which Kumo reads and writes itself, so they need nothing here.
 */
import { validateTheme, type Theme } from '@/theme/index.ts';

export const SYNC_SCOPE = ['client', 'preferences', 'sync'];
export const BACKUPS_SCOPE = ['client', 'preferences', 'backups'];

/** Whose records apply: Misskey picks the account's own, then the server's, then the general one. */
export interface RecordOwner {
  host: string;
  userId: string;
}

export interface WebClientSettings {
  lightTheme: Theme | null;
  darkTheme: Theme | null;
  /** Themes installed there (and the chosen ones), valid for Kumo. */
  themes: Theme[];
  reactions: string[] | null;
  mutedEmojis: string[] | null;
}

const KEYS = [
  'themes',
  'lightTheme',
  'darkTheme',
  'emojiPalettes',
  'emojiPaletteForReaction',
  'mutingEmojis',
] as const;
type Key = (typeof KEYS)[number];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of the record that applies to `owner`, or undefined when none does. */
export function recordValue(records: unknown, owner: RecordOwner): unknown {
  if (!Array.isArray(records)) return undefined;
  const valid = records.filter(
    (r): r is [Record<string, unknown>, unknown] => Array.isArray(r) && r.length >= 2 && isObject(r[0]),
  );
  const server = (r: [Record<string, unknown>, unknown]) => r[0].server ?? null;
  const account = (r: [Record<string, unknown>, unknown]) => r[0].account ?? null;
  const found =
    valid.find((r) => server(r) === owner.host && account(r) === owner.userId) ??
    valid.find((r) => server(r) === owner.host && account(r) === null) ??
    valid.find((r) => account(r) === null && server(r) === null);
  return found?.[1];
}

/** The most recently modified profile of the backups scope's values. */
function latestProfile(backups: Record<string, unknown>): Record<string, unknown> | null {
  const profiles = Object.values(backups).filter(
    (p): p is Record<string, unknown> => isObject(p) && isObject(p.preferences),
  );
  profiles.sort((a, b) => Number(b.modifiedAt ?? 0) - Number(a.modifiedAt ?? 0));
  return (profiles[0]?.preferences as Record<string, unknown> | undefined) ?? null;
}

/** The raw values for `owner`: synced keys win over the latest backup. */
export function preferenceValues(
  sync: Record<string, unknown>,
  backups: Record<string, unknown>,
  owner: RecordOwner,
): Partial<Record<Key, unknown>> {
  const profile = latestProfile(backups);
  const values: Partial<Record<Key, unknown>> = {};
  for (const key of KEYS) {
    const synced = recordValue(sync[`default:${key}`], owner);
    const value = synced !== undefined ? synced : recordValue(profile?.[key], owner);
    if (value !== undefined) values[key] = value;
  }
  return values;
}

/** A theme object of Misskey's client, valid for Kumo; a base theme names no base, so its slot gives it. */
function theme(value: unknown, slot?: 'light' | 'dark'): Theme | null {
  if (!isObject(value)) return null;
  const base = value.base ?? value.kind ?? slot;
  const result = validateTheme({ ...value, base });
  return result.ok ? result.theme : null;
}

const strings = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0) : null;

/** The reactions palette: the one chosen for reactions, else the first (Misskey's own rule). */
function reactionPalette(palettes: unknown, chosen: unknown): string[] | null {
  if (!Array.isArray(palettes)) return null;
  const valid = palettes.filter(isObject);
  const palette = valid.find((p) => p.id === chosen) ?? valid[0];
  return palette ? strings(palette.emojis) : null;
}

/** What Kumo can take over from those values; anything unreadable or invalid is left out. */
export function webClientSettings(values: Partial<Record<Key, unknown>>): WebClientSettings {
  const lightTheme = theme(values.lightTheme, 'light');
  const darkTheme = theme(values.darkTheme, 'dark');
  const installed = Array.isArray(values.themes) ? values.themes.map((v) => theme(v)) : [];
  const themes = new Map<string, Theme>();
  for (const t of [...installed, lightTheme, darkTheme]) if (t) themes.set(t.id, t);
  return {
    lightTheme,
    darkTheme,
    themes: [...themes.values()],
    reactions: reactionPalette(values.emojiPalettes, values.emojiPaletteForReaction),
    mutedEmojis: strings(values.mutingEmojis),
  };
}
