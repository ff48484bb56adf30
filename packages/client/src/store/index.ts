export { SettingsStore, STORAGE_PREFIX } from './settings-store.ts';
export {
  SettingsProvider,
  createSettingsStore,
  useSetting,
  useSettingValue,
  useSettingsStore,
} from './SettingsProvider.tsx';
export { SETTING_DEFS, DEFAULT_REACTIONS, DEFAULT_MENU, REGISTRY_SCOPE } from './settings-defs.ts';
export type {
  Settings,
  SettingKey,
  Level,
  Visibility,
  ThemeRecord,
  ReactionAcceptance,
} from './settings-defs.ts';
