/**
 * The compiled-theme cache of the first paint (spec P1 §4 "Start-up"): the variables last applied,
 * put on <html> before anything else loads, and cleared on a version change. No theme compiler here:
 * this module is on the way to the first note.
 */

import { isSafeCssValue } from './css-safety.ts';
import type { ThemeBase } from './types.ts';

/** The last compiled variables, so the first paint is themed before the settings are read. */
export const THEME_CACHE_KEY = 'kumo:theme';
/** The client version that wrote the cache; a different running version clears it. */
export const THEME_VERSION_KEY = 'kumo:themeVersion';

/** A theme's variables ready to put on the page, with the base that sets its color-scheme. */
export interface ThemeVars {
  base: ThemeBase;
  vars: Record<string, string>;
}

const VAR_NAME = /^--[A-Za-z0-9_-]+$/;

// Per document: the variables the first paint put on <html> before the first real apply, which knows
// nothing of them (applyTheme only tracks what it wrote itself).
const cachedVarNames = new WeakMap<Document, string[]>();

function readCache(storage: Storage): ThemeVars | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(THEME_CACHE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { base, vars } = value as Partial<ThemeVars>;
    if ((base !== 'light' && base !== 'dark') || typeof vars !== 'object' || vars === null) return null;
    return { base, vars };
  } catch {
    return null;
  }
}

/** Remembers the variables just applied for the next first paint. */
export function writeThemeCache(storage: Storage, base: ThemeBase, vars: Record<string, string>): void {
  try {
    storage.setItem(THEME_CACHE_KEY, JSON.stringify({ base, vars } satisfies ThemeVars));
  } catch {
    // A full storage only costs the next first paint its colours.
  }
}

/** Spec P1 §4: "On a version change the stored theme is cleared". Returns whether it was. */
export function clearThemeCacheOnVersionChange(storage: Storage, version: string): boolean {
  if (storage.getItem(THEME_VERSION_KEY) === version) return false;
  storage.removeItem(THEME_CACHE_KEY);
  storage.setItem(THEME_VERSION_KEY, version);
  return true;
}

/** Puts variables on <html> for the first paint (no transition), to be replaced by the first real apply. */
export function applyFirstPaintVars({ base, vars }: ThemeVars, doc: Document = document): void {
  const style = doc.documentElement.style;
  const names: string[] = [];
  for (const [name, value] of Object.entries(vars)) {
    // The cache is only ever written by the theme controller, but storage is shared with anything on the origin.
    if (!VAR_NAME.test(name) || typeof value !== 'string' || !isSafeCssValue(value)) continue;
    style.setProperty(name, value);
    names.push(name);
  }
  style.setProperty('color-scheme', base);
  cachedVarNames.set(doc, names);
}

/** Puts the cached variables on <html> (no transition); false when there is no usable cache. */
export function applyCachedTheme(storage: Storage, doc: Document = document): boolean {
  const cached = readCache(storage);
  if (!cached) return false;
  applyFirstPaintVars(cached, doc);
  return true;
}

/** The variables the first paint put on the page, handed over once to the first real apply. */
export function takeCachedVarNames(doc: Document): string[] {
  const names = cachedVarNames.get(doc) ?? [];
  cachedVarNames.delete(doc);
  return names;
}
