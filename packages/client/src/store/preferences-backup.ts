import { SETTING_DEFS, type Level, type SettingKey } from './settings-defs.ts';
import type { SettingsStore } from './settings-store.ts';

export const BACKUP_KIND = 'kumo-preferences';
export const BACKUP_VERSION = 1;

export interface PreferencesBackup {
  kind: typeof BACKUP_KIND;
  version: number;
  createdAt: string;
  settings: Record<Level, Record<string, unknown>>;
}

export type BackupProblem =
  | { kind: 'notJson' }
  | { kind: 'notBackup' }
  | { kind: 'unknownSetting'; key: string }
  | { kind: 'badValue'; key: string };

const LEVELS: Level[] = ['account', 'device', 'deviceAccount'];
const ENV = { prefersReducedMotion: false, isMobile: false };
/** Secrets never leave the device in a backup (a backup may be kept on the server or shared). */
const NOT_BACKED_UP = new Set<SettingKey>(['pluginTokens']);

/** Every device and account setting as it is now. */
export function makeBackup(store: SettingsStore, now = new Date()): PreferencesBackup {
  const settings: PreferencesBackup['settings'] = { account: {}, device: {}, deviceAccount: {} };
  for (const key of Object.keys(SETTING_DEFS) as SettingKey[]) {
    if (NOT_BACKED_UP.has(key)) continue;
    settings[SETTING_DEFS[key].level][key] = store.get(key);
  }
  return { kind: BACKUP_KIND, version: BACKUP_VERSION, createdAt: now.toISOString(), settings };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A value fits a setting when it has the shape of the default (settings whose default is null take any value). */
function fits(key: SettingKey, value: unknown): boolean {
  const def = SETTING_DEFS[key].default(ENV);
  if (value === undefined) return false;
  if (def === null) return true;
  if (value === null) return false;
  if (Array.isArray(def)) return Array.isArray(value);
  return typeof value === typeof def && Array.isArray(value) === false;
}

/** Checks a whole file before anything is applied: a bad file changes nothing. */
export function parseBackup(
  text: string,
): { ok: true; backup: PreferencesBackup } | { ok: false; problem: BackupProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  if (
    !isObject(data) ||
    data.kind !== BACKUP_KIND ||
    typeof data.version !== 'number' ||
    !isObject(data.settings)
  ) {
    return { ok: false, problem: { kind: 'notBackup' } };
  }
  const settings = data.settings;
  for (const level of LEVELS) {
    const section = settings[level];
    if (section === undefined) continue;
    if (!isObject(section)) return { ok: false, problem: { kind: 'notBackup' } };
    for (const [key, value] of Object.entries(section)) {
      if (
        !(key in SETTING_DEFS) ||
        SETTING_DEFS[key as SettingKey].level !== level ||
        NOT_BACKED_UP.has(key as SettingKey)
      ) {
        return { ok: false, problem: { kind: 'unknownSetting', key } };
      }
      if (!fits(key as SettingKey, value)) return { ok: false, problem: { kind: 'badValue', key } };
    }
  }
  return { ok: true, backup: data as unknown as PreferencesBackup };
}

/** Applies a checked backup: each setting through the store, so tabs and the server hear of it. */
export function restoreBackup(store: SettingsStore, backup: PreferencesBackup): number {
  let count = 0;
  for (const level of LEVELS) {
    for (const [key, value] of Object.entries(backup.settings[level] ?? {})) {
      store.set(key as SettingKey, value as never);
      count++;
    }
  }
  return count;
}
