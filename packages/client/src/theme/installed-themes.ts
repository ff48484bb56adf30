/**
 * Themes the user installed on this device (pasted codes and the theme editor's saves), kept in
 * local storage under `kumo:themes`. Every read validates again: the list is shared with anything
 * else on the origin and with older versions of the client.
 */

import { useSyncExternalStore } from 'react';
import { createStore } from '@/ui/index.ts';
import type { Theme } from './types.ts';
import { validateTheme } from './validate-theme.ts';

export const INSTALLED_THEMES_KEY = 'kumo:themes';

/** Bumped on every change made in this tab (other tabs are heard through the storage event). */
const changes = createStore(0);
let cache: { raw: string | null; themes: readonly Theme[] } | null = null;

/** The installed themes, in the order they were installed; invalid entries are left out. */
export function readInstalledThemes(storage: Storage = localStorage): readonly Theme[] {
  const raw = storage.getItem(INSTALLED_THEMES_KEY);
  // Same text, same array: useSyncExternalStore needs a stable snapshot.
  if (cache && cache.raw === raw) return cache.themes;
  let themes: Theme[] = [];
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(list)) {
      themes = list.flatMap((item: unknown) => {
        const result = validateTheme(item);
        return result.ok ? [result.theme] : [];
      });
    }
  } catch {
    themes = [];
  }
  cache = { raw, themes };
  return themes;
}

function writeInstalledThemes(themes: readonly Theme[], storage: Storage): void {
  storage.setItem(INSTALLED_THEMES_KEY, JSON.stringify(themes));
  changes.set((n) => n + 1);
}

export function findInstalledTheme(id: string, storage: Storage = localStorage): Theme | undefined {
  return readInstalledThemes(storage).find((theme) => theme.id === id);
}

/** Installs a theme; one with the same id is replaced in place. */
export function installTheme(theme: Theme, storage: Storage = localStorage): void {
  const themes = readInstalledThemes(storage);
  const at = themes.findIndex((t) => t.id === theme.id);
  writeInstalledThemes(at < 0 ? [...themes, theme] : themes.map((t, i) => (i === at ? theme : t)), storage);
}

export function uninstallTheme(id: string, storage: Storage = localStorage): void {
  writeInstalledThemes(
    readInstalledThemes(storage).filter((theme) => theme.id !== id),
    storage,
  );
}

/** Calls `listener` when the list changes, in this tab or in another one. */
export function subscribeInstalledThemes(listener: () => void): () => void {
  const stop = changes.subscribe(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === INSTALLED_THEMES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

export function useInstalledThemes(): readonly Theme[] {
  return useSyncExternalStore(subscribeInstalledThemes, () => readInstalledThemes());
}

/** Whether two themes would look and read the same (to tell "already installed" from an update). */
export function sameTheme(a: Theme, b: Theme): boolean {
  const fields = ['id', 'name', 'author', 'base', 'desc', 'kind'] as const;
  const aKeys = Object.keys(a.props);
  return (
    fields.every((field) => a[field] === b[field]) &&
    aKeys.length === Object.keys(b.props).length &&
    aKeys.every((key) => Object.hasOwn(b.props, key) && a.props[key] === b.props[key])
  );
}
