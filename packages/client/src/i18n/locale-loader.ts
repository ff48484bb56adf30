/** Spec P1 §9: translation loading constants. */
export const LOCALE_FETCH_RETRIES = 5;
export const LOCALE_RETRY_DELAY_MS = 350;
export const LOCALE_MAX_PARALLEL_READS = 10;
export const LOCALE_MAX_RELOAD_ATTEMPTS = 3;
/** Spec P1 §9: the language used when loading keeps failing. */
export const FALLBACK_LANG = 'ja-JP';

const RELOAD_ATTEMPTS_KEY = 'kumo:localeReloadAttempts';

export type LocaleData = Record<string, string>;

export interface LoaderDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Survives a reload but not a closed tab: counts reload attempts. */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: (url: string) => Promise<Response>;
  reload: () => void;
  sleep?: (ms: number) => Promise<void>;
  log?: (...args: unknown[]) => void;
}

/** Spec P1 §5: a stored locale must be a JSON object (not an array, not null). */
export function parseStoredLocale(raw: string | null): LocaleData | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as LocaleData) : null;
  } catch {
    return null;
  }
}

let active = 0;
const waiting: Array<() => void> = [];

/** At most LOCALE_MAX_PARALLEL_READS translation reads run at once. */
async function withReadSlot<T>(run: () => Promise<T>): Promise<T> {
  if (active >= LOCALE_MAX_PARALLEL_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await run();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

/** Reads a translation file, retrying up to 5 times with a delay of 350 ms doubling each time. */
export async function fetchLocaleFile(url: string, deps: LoaderDeps): Promise<LocaleData> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let delay = LOCALE_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await withReadSlot(async () => {
        const res = await deps.fetch(url);
        if (res.status !== 200) throw new Error(`locale ${url}: HTTP ${res.status}`);
        const data = parseStoredLocale(await res.text());
        if (!data) throw new Error(`locale ${url}: not a JSON object`);
        return data;
      });
    } catch (err) {
      if (attempt >= LOCALE_FETCH_RETRIES) throw err;
      await sleep(delay);
      delay *= 2;
    }
  }
}

export function localeUrl(lang: string, version: string): string {
  return `/assets/locales/${lang}.${version}.json`;
}

/**
 * Spec P1 §4 start-up: use the stored locale when its version is the app's; otherwise (or when the
 * stored data is not a JSON object) fetch it. A failed fetch is logged and the page reloads, up to 3
 * times; after that the fallback language is loaded. Resolves to the language actually loaded.
 */
export async function loadLocaleData(
  lang: string,
  version: string,
  deps: LoaderDeps,
): Promise<{ lang: string; data: LocaleData }> {
  const log = deps.log ?? console.error;
  if (deps.storage.getItem('localeVersion') === version && deps.storage.getItem('lang') === lang) {
    const stored = parseStoredLocale(deps.storage.getItem('locale'));
    if (stored) return { lang, data: stored };
    deps.storage.removeItem('locale');
  }
  try {
    const data = await fetchLocaleFile(localeUrl(lang, version), deps);
    deps.storage.setItem('lang', lang);
    deps.storage.setItem('locale', JSON.stringify(data));
    deps.storage.setItem('localeVersion', version);
    deps.session.removeItem(RELOAD_ATTEMPTS_KEY);
    return { lang, data };
  } catch (err) {
    log('failed to load the translation', err);
    const attempts = Number(deps.session.getItem(RELOAD_ATTEMPTS_KEY) ?? '0');
    if (attempts < LOCALE_MAX_RELOAD_ATTEMPTS) {
      deps.session.setItem(RELOAD_ATTEMPTS_KEY, String(attempts + 1));
      deps.reload();
      return new Promise(() => undefined);
    }
    deps.session.removeItem(RELOAD_ATTEMPTS_KEY);
    if (lang === FALLBACK_LANG) return { lang, data: {} };
    try {
      return { lang: FALLBACK_LANG, data: await fetchLocaleFile(localeUrl(FALLBACK_LANG, version), deps) };
    } catch (fallbackErr) {
      log('failed to load the fallback translation', fallbackErr);
      return { lang: FALLBACK_LANG, data: {} };
    }
  }
}
