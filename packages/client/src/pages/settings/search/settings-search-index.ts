import type { LocaleKey } from '@/i18n/index.ts';
import type { ServerFeature } from '@/queries/index.ts';
import type { SettingKey } from '@/store/index.ts';
import { GENERAL_SECTIONS } from '../general/general-fields.ts';
import { settingsGroups } from '../settings-sections.tsx';

/** One thing the settings search can find: a page, or a labelled control on it. */
export interface SettingsSearchEntry {
  /** The page, under /secure/settings. */
  page: string;
  /** The label, as the page shows it. */
  label: LocaleKey;
  /** The id of the control's element on that page; none for the page itself. */
  anchor?: string;
  /** Offered only when the server has this feature (the page's). */
  feature?: ServerFeature;
}

/** The element id of a setting on its page (`SettingField` gives it to every stored setting). */
export function settingAnchor(name: string): string {
  return `setting-${name}`;
}

/** A stored setting with a label (`setting.<key>`), which `SettingField` can draw. */
export type LabelledSettingKey = {
  [K in SettingKey]: `setting.${K}` extends LocaleKey ? K : never;
}[SettingKey];

/** A stored setting drawn by `SettingField`. */
const field = (page: string, key: LabelledSettingKey): SettingsSearchEntry => ({
  page,
  label: `setting.${key}`,
  anchor: settingAnchor(key),
});

/** Another labelled control, whose page gives it `id={settingAnchor(label)}`. */
const control = (page: string, label: LocaleKey): SettingsSearchEntry => ({
  page,
  label,
  anchor: settingAnchor(label),
});

/**
 * Every page of the index, then the controls of the pages, in page order. The general page's come
 * from the list that page draws; the others are checked against their pages by
 * settings-search-index.test.tsx, so an anchor that disappears fails the tests.
 */
export const SETTINGS_SEARCH_INDEX: SettingsSearchEntry[] = [
  ...settingsGroups().flatMap((g) =>
    g.items.map((item) => ({ page: item.path, label: item.label, feature: item.feature })),
  ),
  control('general', 'uiLanguage'),
  ...GENERAL_SECTIONS.flatMap((s) => s.fields.map((f) => field('general', f.key))),
  control('theme', 'darkMode'),
  control('theme', 'syncDeviceDarkMode'),
  ...(['reactionPickerSize', 'reactionPickerWidth', 'reactionPickerHeight'] as const).map((k) =>
    field('reaction', k),
  ),
  field('reaction', 'reactionPickerUseDrawerForMobile'),
  control('deck', 'deckUse'),
  field('deck', 'deckColumnAlign'),
  field('deck', 'deckAlwaysShowMainColumn'),
  field('deck', 'deckNavWindow'),
  field('other', 'devMode'),
  control('other', 'debugMode'),
];

/** Where an entry leads: its page, scrolled to the control. */
export function entryPath(entry: SettingsSearchEntry): string {
  const page = `/secure/settings/${entry.page}`;
  return entry.anchor ? `${page}#${entry.anchor}` : page;
}
