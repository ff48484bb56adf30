import { describe, expect, test } from 'vitest';
import type { CustomEmoji } from '../emoji/custom-emoji.ts';
import type { UnicodeEmojiEntry } from '../emoji/unicode-emoji.ts';
import {
  buildLookup,
  customByCategory,
  customByTag,
  itemFromValue,
  unicodeByCategory,
} from './picker-items.ts';

const custom = (name: string, category: string | null, aliases: string[] = [], extra = {}): CustomEmoji => ({
  name,
  category,
  aliases,
  url: `https://x.test/${name}.webp`,
  ...extra,
});
const uni = (name: string, char: string, category: UnicodeEmojiEntry['category']): UnicodeEmojiEntry => ({
  name,
  char,
  category,
  keywords: [],
});

describe('picker sections', () => {
  test('custom emoji are grouped by category, alphabetically, uncategorised last', () => {
    const sections = customByCategory([
      custom('a', 'Zoo'),
      custom('b', null),
      custom('c', 'Animals'),
      custom('d', 'Zoo'),
    ]);
    expect(sections.map((s) => [s.title, s.items.map((i) => i.value)])).toEqual([
      ['Animals', [':c:']],
      ['Zoo', [':a:', ':d:']],
      ['', [':b:']],
    ]);
  });

  test('the tags tab groups custom emoji by alias; an emoji appears under each of its tags', () => {
    const sections = customByTag([
      custom('blobcat', null, ['cat', 'blob']),
      custom('neko', null, ['cat', ' ']),
    ]);
    expect(sections.map((s) => [s.title, s.items.map((i) => i.label)])).toEqual([
      ['blob', [':blobcat:']],
      ['cat', [':blobcat:', ':neko:']],
    ]);
  });

  test('the Unicode tab has the nine categories in order and skips entries without a char', () => {
    const sections = unicodeByCategory([
      uni('grinning', '😀', 'face'),
      uni('shibuya_109', '', 'travel_and_places'),
    ]);
    expect(sections).toHaveLength(9);
    expect(sections[0]?.items.map((i) => i.label)).toEqual(['grinning']);
    expect(sections.find((s) => s.category === 'travel_and_places')?.items).toEqual([]);
  });
});

describe('stored emoji as cells', () => {
  const lookup = buildLookup(
    [custom('blobcat', null), custom('vip', null, [], { roleIdsThatCanBeUsedThisEmojiAsReaction: ['r'] })],
    [uni('+1', '👍', 'people'), uni('heart', '❤️', 'symbols')],
  );

  test('a Unicode emoji is labelled with its name', () => {
    expect(itemFromValue('👍', lookup)).toEqual({ kind: 'unicode', value: '👍', label: '+1', char: '👍' });
  });

  test('a custom emoji, local `:name@.:` form included, uses the listed image', () => {
    expect(itemFromValue(':blobcat@.:', lookup)).toMatchObject({
      kind: 'custom',
      name: 'blobcat',
      url: 'https://x.test/blobcat.webp',
    });
  });

  test('a custom emoji that is gone or not allowed is not offered', () => {
    expect(itemFromValue(':gone:', lookup)).toBeNull();
    expect(
      itemFromValue(':vip:', lookup, (e) => !e.roleIdsThatCanBeUsedThisEmojiAsReaction?.length),
    ).toBeNull();
  });

  test('before the list has loaded a custom emoji falls back to its image path', () => {
    expect(itemFromValue(':blobcat:', buildLookup([], []))).toMatchObject({ url: '/emoji/blobcat.webp' });
  });
});
