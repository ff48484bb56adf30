import type { Locale, LocaleKey } from './locales/en-US.ts';
import { loadLocaleData } from './locale-loader.ts';
import { translate, type TranslateParams } from './translate.ts';

/** Spec P1 §3: supported UI languages. */
export const SUPPORTED_LANGS = ['en-US', 'ja-JP', 'ja-KS'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

let current: Partial<Locale> = {};
let currentLang: Lang = 'en-US';

/**
 * The stored language, else the browser's, else en-US (spec P1 §3: lang defaults to en-US).
 * ja-KS is only ever chosen explicitly.
 */
export function pickLang(stored: string | null, browser: readonly string[]): Lang {
  const exact = SUPPORTED_LANGS.find((l) => l === stored);
  if (exact) return exact;
  for (const lang of browser) {
    const match =
      SUPPORTED_LANGS.find((l) => l === lang) ?? (lang.split('-')[0] === 'ja' ? 'ja-JP' : undefined);
    if (match) return match;
    if (lang.split('-')[0] === 'en') return 'en-US';
  }
  return 'en-US';
}

function isLang(v: string): v is Lang {
  return (SUPPORTED_LANGS as readonly string[]).includes(v);
}

/** Installs translation data directly (start-up uses loadLocale; tests use this). */
export function installLocaleData(lang: Lang, data: Partial<Locale>): void {
  current = data;
  currentLang = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'ja-KS' ? 'ja' : lang;
}

/** Loads the translation for `lang` as spec P1 §4 describes (stored copy, version check, retries, fallback). */
export async function loadLocale(lang: Lang): Promise<void> {
  const loaded = await loadLocaleData(lang, __KUMO_LOCALE_VERSION__, {
    storage: localStorage,
    session: sessionStorage,
    fetch: (url) => fetch(url),
    reload: () => location.reload(),
  });
  installLocaleData(isLang(loaded.lang) ? loaded.lang : 'ja-JP', loaded.data as Partial<Locale>);
}

export function lang(): Lang {
  return currentLang;
}

export function t(key: LocaleKey, params?: TranslateParams): string {
  return translate(current, key, params);
}

/**
 * A key built at run time from what a server sends (an achievement's name, a reason for points…): the
 * key when Kumo has a text for it, else null, so the caller shows the server's word rather than a key.
 * Keys built from Kumo's own values need no such check: their template literal types are checked.
 */
export function knownKey(key: string): LocaleKey | null {
  return Object.prototype.hasOwnProperty.call(current, key) ? (key as LocaleKey) : null;
}
