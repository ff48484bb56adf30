import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { applyLoginIdParam, currentAccount } from '../account/index.ts';
import { loadLocale, pickLang } from '../i18n/index.ts';
import { fetchMeta } from '../instance/meta.ts';
import { createSettingsStore } from '../store/index.ts';
import {
  applyCachedTheme,
  clearThemeCacheOnVersionChange,
  startThemeController,
} from '../theme/theme-controller.ts';
import { App } from './App.tsx';
import { startTimelineEarly } from './early-timeline.ts';
import { registerServiceWorker } from '../notifications/index.ts';
import { runSignedInStartup } from './signed-in-startup.tsx';
import { cleanupReadNotes, openReadNotes } from '../store/read-notes.ts';

/** Start-up (spec P1 §4): theme, language, account, first render, service worker, splash out, signed-in steps. */
export async function boot(): Promise<void> {
  // The splash and the first paint take the last theme's colours without waiting for anything.
  clearThemeCacheOnVersionChange(localStorage, __KUMO_VERSION__);
  applyCachedTheme(localStorage);
  const lang = pickLang(localStorage.getItem('lang'), navigator.languages);
  await loadLocale(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  // spec P1 §4: ?loginId= switches account (and reloads) before anything else is shown
  if (await applyLoginIdParam()) return;
  const account = currentAccount();
  const settings = createSettingsStore(account);
  // Spec P1 §4: dark mode synced with the device, the first-run server themes, the chosen theme applied.
  startThemeController(settings, { serverThemes: fetchMeta });
  if (account) startTimelineEarly(queryClient, account, settings);
  const root = createRoot(document.getElementById('kumo')!);
  root.render(<App queryClient={queryClient} account={account} settings={settings} />);
  void registerServiceWorker(lang);
  const splash = document.getElementById('splash');
  if (splash) {
    splash.classList.add('gone');
    setTimeout(() => splash.remove(), 300);
  }
  if (account) void runSignedInStartup(account, settings, queryClient);
  // spec P1 §5: read-note records older than a month are cleaned up
  openReadNotes()
    .then((db) => cleanupReadNotes(db))
    .catch((err: unknown) => console.warn('read-note records could not be cleaned', err));
}
