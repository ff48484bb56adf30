/** Puts a compiled theme onto the page: variables on <html>, color-scheme and the theme-color meta. */

import { baseThemes } from './builtin/index.ts';
import { compileThemeDetailed, type CompiledTheme } from './compile-theme.ts';
import { withReadableShortVars } from './readable.ts';
import { THEME_TRANSITION_CLASS, THEME_TRANSITION_MS, THEME_VAR_PREFIX } from './constants.ts';
import type { Theme, ThemeBases } from './types.ts';

export interface ApplyThemeOptions {
  /** Base themes to merge over; the built-in light and dark by default. */
  builtins?: ThemeBases;
  /** Animate the switch with the `kumo-theme-changing` class (default true; off for first paint). */
  transition?: boolean;
  /** The document to style (default: the global one). */
  document?: Document;
}

// Per document: the variables the last applied theme wrote, so the next one can remove leftovers
// (a community theme may add props the next theme does not have), and the pending class timer.
const appliedVars = new WeakMap<Document, string[]>();
const transitionTimers = new WeakMap<Document, ReturnType<typeof setTimeout>>();

function setThemeColorMeta(doc: Document, color: string | undefined): void {
  if (color === undefined) return;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = color;
}

function startTransition(doc: Document): void {
  const root = doc.documentElement;
  const pending = transitionTimers.get(doc);
  if (pending !== undefined) clearTimeout(pending);
  root.classList.add(THEME_TRANSITION_CLASS);
  transitionTimers.set(
    doc,
    setTimeout(() => {
      root.classList.remove(THEME_TRANSITION_CLASS);
      transitionTimers.delete(doc);
    }, THEME_TRANSITION_MS),
  );
}

/** Compiles and applies a theme; returns the compiled variables and any prop errors. */
export function applyTheme(theme: Theme, opts: ApplyThemeOptions = {}): CompiledTheme {
  const doc = opts.document ?? document;
  const style = doc.documentElement.style;
  const exact = compileThemeDetailed(theme, opts.builtins ?? baseThemes);
  // Kumo's own stylesheets read the short variables: those carry text made readable; the
  // --MI_THEME- ones keep Misskey's values for custom CSS written against them
  const compiled = { ...exact, vars: withReadableShortVars(exact.vars) };

  if (opts.transition ?? true) startTransition(doc);

  for (const name of appliedVars.get(doc) ?? []) {
    if (!Object.hasOwn(compiled.vars, name)) style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(compiled.vars)) style.setProperty(name, value);
  appliedVars.set(doc, Object.keys(compiled.vars));

  style.setProperty('color-scheme', theme.base);
  setThemeColorMeta(
    doc,
    compiled.vars[`${THEME_VAR_PREFIX}htmlThemeColor`] ?? compiled.vars[`${THEME_VAR_PREFIX}bg`],
  );
  return compiled;
}

/** Removes everything applyTheme wrote, leaving the stylesheet defaults in charge. */
export function clearAppliedTheme(doc: Document = document): void {
  const style = doc.documentElement.style;
  for (const name of appliedVars.get(doc) ?? []) style.removeProperty(name);
  appliedVars.delete(doc);
  style.removeProperty('color-scheme');
  const pending = transitionTimers.get(doc);
  if (pending !== undefined) clearTimeout(pending);
  transitionTimers.delete(doc);
  doc.documentElement.classList.remove(THEME_TRANSITION_CLASS);
}
