/**
 * Spec P2 §3: the flags category runs alphabetically by country name. The sort key of a flag is the English
 * name of its region (from the regional-indicator pair), with the older or shorter names emoji lists file some
 * countries under. Subdivision flags (England, Scotland, Wales) stay with the United Kingdom; flags that are no
 * country (United Nations, pirate flag) have no key and go last. Used by the data generator and its test.
 */

const REGIONAL_A = 0x1f1e6;
const REGIONAL_Z = 0x1f1ff;
const TAG_BASE = 0xe0000;

/** Region codes listed under another name than the one Intl gives today. */
const NAME_OVERRIDES: Record<string, string> = {
  BQ: 'Caribbean Netherlands',
  CD: 'Congo Kinshasa',
  CG: 'Congo Brazzaville',
  CI: 'Cote d Ivoire',
  CZ: 'Czech Republic',
  HK: 'Hong Kong',
  MO: 'Macau',
  MM: 'Myanmar',
  PS: 'Palestinian Territories',
  TR: 'Turkey',
  VI: 'US Virgin Islands',
};

/** Not a country: placed after every country (the European Union is filed under its name, as emoji lists do). */
const NOT_COUNTRIES = new Set(['UN']);

function regionCode(char: string): string | null {
  const cps = Array.from(char, (c) => c.codePointAt(0) ?? 0);
  if (cps.length !== 2 || !cps.every((cp) => cp >= REGIONAL_A && cp <= REGIONAL_Z)) return null;
  return String.fromCharCode(...cps.map((cp) => cp - REGIONAL_A + 65));
}

/** `🏴 gb eng ⟨cancel⟩` → 'GB-ENG'. */
function subdivisionCode(char: string): string | null {
  const cps = Array.from(char, (c) => c.codePointAt(0) ?? 0);
  if (cps[0] !== 0x1f3f4 || cps.length < 4) return null;
  const tags = cps.slice(1, -1).map((cp) => String.fromCharCode(cp - TAG_BASE));
  const code = tags.join('').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]+$/.test(code) ? `${code.slice(0, 2)}-${code.slice(2)}` : null;
}

let displayNames: Intl.DisplayNames | null = null;
function englishRegionName(code: string): string {
  displayNames ??= new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });
  return NAME_OVERRIDES[code] ?? displayNames.of(code) ?? code;
}

/** Comparable form: accents, punctuation and the "St." / "Saint" spelling do not matter. */
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^St\.? /, 'Saint ')
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The country-name sort key of a flag character, or null for a flag that is not a country. */
export function flagSortKey(char: string): string | null {
  const region = regionCode(char);
  if (region) return NOT_COUNTRIES.has(region) ? null : normalise(englishRegionName(region));
  const subdivision = subdivisionCode(char);
  if (subdivision) {
    const [country, part] = subdivision.split('-') as [string, string];
    // sorted right after the country itself
    return `${normalise(englishRegionName(country))} ${part.toLowerCase()}`;
  }
  return null;
}

/** Sorts flags by country name (stable); flags without a key keep their relative order at the end. */
export function sortFlags<T extends { char: string }>(flags: readonly T[]): T[] {
  const keyed = flags.map((flag, index) => ({ flag, index, key: flagSortKey(flag.char) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null)
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index;
  });
  return keyed.map((k) => k.flag);
}
