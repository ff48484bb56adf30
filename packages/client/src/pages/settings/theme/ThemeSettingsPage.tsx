import { IconBrush, IconChevronRight, IconPackageImport, IconPalette, IconTools } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { useSetting, useSettingsStore, type ThemeRecord } from '@/store/index.ts';
import {
  baseThemes,
  builtinThemes,
  findBuiltinTheme,
  validateTheme,
  type Theme,
  type ThemeBase,
  useInstalledThemes,
  setDarkMode,
} from '@/theme/index.ts';
import { FormSection, Switch } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { settingAnchor } from '../search/settings-search-index.ts';
import { ThemePicker, type ThemeGroup } from './ThemePicker.tsx';
import './theme-pages.css';

// a built-in stored under a former id of it is that built-in
const chosenId = (r: ThemeRecord | null) => (r ? (findBuiltinTheme(r.id)?.id ?? r.id) : undefined);

// Misskey lists a theme under a mode when its base or its kind is that mode.
const forMode = (mode: ThemeBase) => (theme: Theme) => theme.base === mode || theme.kind === mode;

function themeGroups(mode: ThemeBase, installed: readonly Theme[], stored: ThemeRecord | null): ThemeGroup[] {
  const builtIn = [baseThemes[mode], ...builtinThemes].filter(forMode(mode));
  const own = installed.filter(forMode(mode));
  const groups: ThemeGroup[] = [
    { label: t('themesInstalled'), themes: own },
    { label: t('themesBuiltIn'), themes: builtIn },
  ];
  // A theme the server gave on first run, or one uninstalled since, is still the choice: show it.
  const current = validateTheme(stored);
  if (
    current.ok &&
    !findBuiltinTheme(current.theme.id) &&
    !own.some((theme) => theme.id === current.theme.id)
  ) {
    groups.unshift({ label: t('themeCurrent'), themes: [current.theme] });
  }
  return groups;
}

function MoreLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link className="kumo-settings-link" to={to}>
        {icon}
        <span>{children}</span>
        <IconChevronRight size={16} aria-hidden className="kumo-settings-chevron" />
      </Link>
    </li>
  );
}

/** /secure/settings/theme: the light and dark themes, dark mode and its sync with the device. */
export default function ThemeSettingsPage() {
  const store = useSettingsStore();
  const [darkMode] = useSetting('darkMode');
  const [sync, setSync] = useSetting('syncDeviceDarkMode');
  const [lightTheme, setLightTheme] = useSetting('lightTheme');
  const [darkTheme, setDarkTheme] = useSetting('darkTheme');
  const installed = useInstalledThemes();
  const lightGroups = useMemo(() => themeGroups('light', installed, lightTheme), [installed, lightTheme]);
  const darkGroups = useMemo(() => themeGroups('dark', installed, darkTheme), [installed, darkTheme]);

  // The base stays "no choice" (null), so it keeps following what the client ships as default.
  const choose = (mode: ThemeBase) => (theme: Theme) => {
    const value = theme.id === baseThemes[mode].id ? null : theme;
    if (mode === 'light') setLightTheme(value);
    else setDarkTheme(value);
  };

  return (
    <SettingsFrame title={t('settingsTheme')} icon={<IconPalette size={20} aria-hidden />}>
      <FormSection title={t('themeMode')}>
        <Switch
          id={settingAnchor('darkMode')}
          checked={darkMode}
          onChange={(dark) => setDarkMode(store, dark)}
          label={t('darkMode')}
        />
        <Switch
          id={settingAnchor('syncDeviceDarkMode')}
          checked={sync}
          onChange={setSync}
          label={t('syncDeviceDarkMode')}
          caption={t('syncDeviceDarkModeCaption')}
        />
      </FormSection>
      <ThemePicker
        legend={t('lightTheme')}
        name="lightTheme"
        groups={lightGroups}
        selectedId={chosenId(lightTheme) ?? baseThemes.light.id}
        onSelect={choose('light')}
      />
      <ThemePicker
        legend={t('darkTheme')}
        name="darkTheme"
        groups={darkGroups}
        selectedId={chosenId(darkTheme) ?? baseThemes.dark.id}
        onSelect={choose('dark')}
      />
      <nav className="kumo-settings-group" aria-label={t('themeMore')}>
        <h2>{t('themeMore')}</h2>
        <ul>
          <MoreLink to="/secure/settings/theme/install" icon={<IconPackageImport size={20} aria-hidden />}>
            {t('themeInstall')}
          </MoreLink>
          <MoreLink to="/secure/settings/theme/manage" icon={<IconTools size={20} aria-hidden />}>
            {t('themeManage')}
          </MoreLink>
          <MoreLink to="/secure/theme-editor" icon={<IconBrush size={20} aria-hidden />}>
            {t('themeEditor')}
          </MoreLink>
        </ul>
      </nav>
    </SettingsFrame>
  );
}
