import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLoginIdParam, currentAccount, meQueryOptions, type StoredAccount } from '@/account/index.ts';
import { setApiBase } from '@/api/index.ts';
import { loadLocale, pickLang } from '@/i18n/index.ts';
import { metaQueryOptions } from '@/queries/index.ts';
import { createSettingsStore, cleanupReadNotes, openReadNotes, type SettingsStore } from '@/store/index.ts';
import { applyCachedTheme, clearThemeCacheOnVersionChange, startThemes } from '@/theme/index.ts';
import { App } from './App.tsx';
import { preloadPage, setRoutes } from '@/router/index.ts';
import { routes } from './routes.ts';
import { startTimelineEarly } from './early-timeline.ts';
import { loadServiceWorker } from '@/notifications/index.ts';
import { runSignedInStartup } from './signed-in-startup.tsx';
import { finishStartup } from './splash.ts';

/** Start-up (spec P1 §4): theme, language, account, first render, service worker, splash out, signed-in steps. */
export async function boot(): Promise<void> {
  // the service worker keeps the files this page loaded before it took over (the offline shell),
  // read from resource timing: its default buffer of 250 entries fills with images on a timeline
  performance.setResourceTimingBufferSize?.(5000);
  setRoutes(routes);
  // The splash and the first paint take the last theme's colours without waiting for anything.
  clearThemeCacheOnVersionChange(localStorage, __KUMO_VERSION__);
  const cachedTheme = applyCachedTheme(localStorage);
  const lang = pickLang(localStorage.getItem('lang'), navigator.languages);
  const localeLoaded = loadLocale(lang);
  // the page's code loads meanwhile; once there, the first render shows the page without a loading view
  preloadPage(location.pathname);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  // The first notes and the page's code are asked for while the translation loads (not after it);
  // not when ?loginId= may switch the account first.
  const switching = new URLSearchParams(location.search).has('loginId');
  let account = switching ? null : currentAccount();
  // an account of another server: every call and the stream go there (Misskey answers cross-origin)
  setApiBase(currentAccount()?.origin ?? '');
  let settings = switching ? null : createSettingsStore(account);
  if (account && settings) startEarly(queryClient, account, settings);
  // Spec P1 §4: dark mode synced with the device, the first-run server themes, the chosen theme applied
  // (the compiler loads once the first screen is up). The meta asked for is the one pages read.
  const startThemesFor = (store: SettingsStore) =>
    startThemes(store, {
      cached: cachedTheme,
      later: whenIdle,
      serverThemes: () => queryClient.fetchQuery(metaQueryOptions()),
    });
  let themesReady = settings && startThemesFor(settings);
  await localeLoaded;
  // spec P1 §4: ?loginId= switches account (and reloads) before anything else is shown
  if (await applyLoginIdParam()) return;
  if (switching) {
    account = currentAccount();
    settings = createSettingsStore(account);
    if (account) startEarly(queryClient, account, settings);
    themesReady = startThemesFor(settings);
  }
  if (!settings) return;
  await themesReady;
  const root = createRoot(document.getElementById('kumo')!);
  const app = <App queryClient={queryClient} account={account} settings={settings} />;
  // React's development checks (effects run twice, deprecated calls named) in development only
  root.render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  // spec P1 §4: the service worker registered and told the language, then the splash fades
  void finishStartup(lang, loadServiceWorker);
  if (account) void runSignedInStartup(account, settings, queryClient);
  // spec P1 §5: read-note records older than a month are cleaned up
  whenIdle(() =>
    openReadNotes()
      .then((db) => cleanupReadNotes(db))
      .catch((err: unknown) => console.warn('read-note records could not be cleaned', err)),
  );
}

/** The current user and the first notes are asked for while the rest of start-up runs, not after it. */
function startEarly(queryClient: QueryClient, account: StoredAccount, settings: SettingsStore): void {
  void queryClient.prefetchQuery(meQueryOptions(account));
  startTimelineEarly(queryClient, account, settings);
}

/** Runs `task` when the browser is idle (at the latest after 2 s), so it does not delay the first screen. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
