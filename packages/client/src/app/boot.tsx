import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { currentAccount } from '../account/index.ts';
import { loadLocale, pickLang } from '../i18n/index.ts';
import { createSettingsStore } from '../store/index.ts';
import { App } from './App.tsx';

/** Start-up (spec P1 §4), the parts this version has: language, current account, first render, splash out. */
export async function boot(): Promise<void> {
  const lang = pickLang(localStorage.getItem('lang'), navigator.languages);
  await loadLocale(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  const account = currentAccount();
  const settings = createSettingsStore(account);
  const root = createRoot(document.getElementById('kumo')!);
  root.render(<App queryClient={queryClient} account={account} settings={settings} />);
  const splash = document.getElementById('splash');
  if (splash) {
    splash.classList.add('gone');
    setTimeout(() => splash.remove(), 300);
  }
}
