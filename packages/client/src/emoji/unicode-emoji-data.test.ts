import { describe, expect, test } from 'vitest';
import { flagSortKey } from './flag-order.ts';
import { UNICODE_EMOJI_CATEGORIES, loadUnicodeEmojis, type UnicodeEmojiEntry } from './unicode-emoji.ts';

const list: UnicodeEmojiEntry[] = await loadUnicodeEmojis();
const named = (name: string) => list.filter((e) => e.name === name);

describe('the Unicode emoji list', () => {
  test('every entry has a category of the nine, a name and a list of keywords', () => {
    expect(list.length).toBeGreaterThan(1800);
    for (const e of list) {
      expect(UNICODE_EMOJI_CATEGORIES).toContain(e.category);
      expect(e.name).toMatch(/^[\w+-]+$/);
      expect(Array.isArray(e.keywords)).toBe(true);
    }
  });

  test('the categories come in the spec order, each in one block', () => {
    const order = list.map((e) => e.category).filter((c, i, all) => c !== all[i - 1]);
    expect(order).toEqual([...UNICODE_EMOJI_CATEGORIES]);
  });

  test('names are snake_case identifiers such as family_woman_boy', () => {
    expect(named('family_woman_boy')[0]?.char).toBe('👩‍👦');
    expect(named('family_woman_boy')[0]?.category).toBe('people');
    expect(named('grinning')[0]).toMatchObject({ char: '😀', category: 'face' });
  });

  test('keywords are lowercase search words', () => {
    expect(named('+1')[0]?.keywords).toContain('thumbsup');
    for (const e of list) for (const k of e.keywords) expect(k).toBe(k.toLowerCase());
  });

  test('quirk kept: a second entry is named battery', () => {
    expect(named('battery').map((e) => e.char)).toEqual(['🔋', '🪫']);
  });

  test('quirk kept: identification_card shares its character with a battery entry', () => {
    const card = named('identification_card')[0]!;
    expect(named('battery').map((e) => e.char)).toContain(card.char);
  });

  test('quirk kept: shibuya_109 has an empty char', () => {
    expect(named('shibuya_109')).toEqual([
      expect.objectContaining({ char: '', category: 'travel_and_places' }),
    ]);
  });

  test('flags run alphabetically by country name; flags of no country come last', () => {
    const flags = list.filter((e) => e.category === 'flags');
    const keys = flags.map((e) => flagSortKey(e.char));
    const firstUnkeyed = keys.indexOf(null);
    const countries = keys.slice(0, firstUnkeyed) as string[];
    expect(countries.length).toBeGreaterThan(250);
    expect(countries).toEqual([...countries].sort());
    expect(keys.slice(firstUnkeyed).every((k) => k === null)).toBe(true);
    expect(flags.at(-1)?.name).toBe('pirate_flag');
  });

  test('a flag named by its code sits under its country name', () => {
    const names = list.filter((e) => e.category === 'flags').map((e) => e.name);
    const at = (n: string) => names.indexOf(n);
    expect(at('chile')).toBeLessThan(at('cn'));
    expect(at('cn')).toBeLessThan(at('christmas_island'));
    expect(at('jersey')).toBeGreaterThan(at('jp'));
    expect(at('uk')).toBeLessThan(at('england'));
    expect(names[0]).toBe('afghanistan');
  });
});

describe('flag sort keys', () => {
  test('regional flags use the English country name', () => {
    expect(flagSortKey('🇯🇵')).toBe('japan');
    expect(flagSortKey('🇨🇮')).toBe('cote d ivoire');
  });

  test('Saint is written out so St. Lucia sorts with Saint Kitts', () => {
    expect(flagSortKey('🇱🇨')).toBe('saint lucia');
  });

  test('subdivision flags follow their country', () => {
    expect(flagSortKey('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('united kingdom sct');
  });

  test('the United Nations and non-country flags have no key', () => {
    expect(flagSortKey('🇺🇳')).toBeNull();
    expect(flagSortKey('🏴‍☠️')).toBeNull();
    expect(flagSortKey('🏁')).toBeNull();
  });
});
