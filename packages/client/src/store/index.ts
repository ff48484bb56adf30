export { SettingsStore, STORAGE_PREFIX, settingsStorageKey } from './settings-store.ts';
export {
  DRAFTS_DB,
  DRAFTS_STORE,
  DRAFT_STASH_PREFIX,
  draftKey,
  roamingOfferedKey,
  pluginTokensOf,
  forgetAccountOnDevice,
} from './device-data.ts';
export { hasLeftDevice } from './departed-accounts.ts';
export {
  SettingsProvider,
  createSettingsStore,
  useSetting,
  useSettingValue,
  useSettingsStore,
  useStoredSetting,
} from './SettingsProvider.tsx';
export { SETTING_DEFS, DEFAULT_REACTIONS, DEFAULT_MENU, REGISTRY_SCOPE } from './settings-defs.ts';
export { DEFAULT_WIDGETS, widgetsToShow } from './default-widgets.ts';
export type {
  Settings,
  SettingKey,
  Level,
  Visibility,
  ThemeRecord,
  PluginRecord,
  PluginConfigRecord,
  ReactionAcceptance,
} from './settings-defs.ts';
export { cleanupReadNotes } from './read-notes.ts';
export { openReadNotes, recordShown, lastShown } from './read-notes.ts';
export { useLastShown, hasUnread } from './use-last-shown.ts';
export { makeBackup } from './preferences-backup.ts';
export { parseBackup } from './preferences-backup.ts';
export { restoreBackup } from './preferences-backup.ts';
export type { BackupProblem } from './preferences-backup.ts';
