import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { routes } from './app/routes.ts';
import { installLocaleData } from './i18n/index.ts';
import { enUS } from './i18n/locales/en-US.ts';
import { clearLayers } from './ui/host/layer-store.ts';
import { clearToasts } from './ui/toast/toast-store.ts';
import { setRoutes } from './router/index.ts';

// Components under test speak en-US, as the browser suite's pages do.
installLocaleData('en-US', enUS);
// the app hands the router its table at start-up; components under test find it there too
setRoutes(routes);

// Test files share a worker's document and globals (vitest runs them without isolation, for speed):
// each file starts with empty storage (a setting a file before left there once showed in a note
// header test), and each test leaves the page as it found it.
localStorage.clear();
sessionStorage.clear();

afterEach(() => {
  cleanup();
  clearLayers();
  clearToasts();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
