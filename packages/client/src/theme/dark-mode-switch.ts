/** The user's own dark mode switch (store only: nothing of the theme compiler loads with it). */

import type { SettingsStore } from '@/store/index.ts';

/** A user's explicit choice of mode: it stops following the device, as in Misskey. */
export function setDarkMode(store: SettingsStore, dark: boolean): void {
  if (store.get('syncDeviceDarkMode')) store.set('syncDeviceDarkMode', false);
  store.set('darkMode', dark);
}

/** Spec P1 §4 "Dark mode toggles on a key press": flips darkMode and stops syncing with the device. */
export function toggleDarkMode(store: SettingsStore): void {
  setDarkMode(store, !store.get('darkMode'));
}
