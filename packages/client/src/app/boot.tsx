import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { currentAccount } from '../account/index.ts';
import { loadLocale, pickLang } from '../i18n/index.ts';
import { fetchMeta } from '../instance/meta.ts';
import { createSettingsStore } from '../store/index.ts';
import {
  applyCachedTheme,
  clearThemeCacheOnVersionChange,
  startThemeController,
} from '../theme/theme-controller.ts';
import { App } from './App.tsx';

/** Start-up (spec P1 §4), the parts this version has: theme, language, account, first render, splash out. */
export async function boot(): Promise<void> {
  // The splash and the first paint take the last theme's colours without waiting for anything.
  clearThemeCacheOnVersionChange(localStorage, __KUMO_VERSION__);
  applyCachedTheme(localStorage);
  const lang = pickLang(localStorage.getItem('lang'), navigator.languages);
  await loadLocale(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  const account = currentAccount();
  const settings = createSettingsStore(account);
  // Spec P1 §4: dark mode synced with the device, the first-run server themes, the chosen theme applied.
  startThemeController(settings, { serverThemes: fetchMeta });
  const root = createRoot(document.getElementById('kumo')!);
  root.render(<App queryClient={queryClient} account={account} settings={settings} />);
  const splash = document.getElementById('splash');
  if (splash) {
    splash.classList.add('gone');
    setTimeout(() => splash.remove(), 300);
  }
}
