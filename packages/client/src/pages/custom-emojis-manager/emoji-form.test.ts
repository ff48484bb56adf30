import { expect, test } from 'vitest';
import { categoriesOf, draftFromFile, emojiFields, filterEmojis, NO_CATEGORY } from './emoji-form.ts';

const e = (name: string, category: string | null, aliases: string[] = []) => ({ name, category, aliases });

test('a new emoji is named after its file, in the characters a name may hold', () => {
  expect(draftFromFile('party-cat.png').name).toBe('party_cat');
  expect(draftFromFile('  ünï code!.gif').name).toBe('n_code');
  expect(draftFromFile('blob_wave').name).toBe('blob_wave');
});

test('the form becomes the call: empty category and licence are none, aliases split and deduplicated', () => {
  const fields = emojiFields({
    name: ' kumo ',
    category: '  ',
    aliases: 'cloud  sky cloud',
    license: '',
    isSensitive: false,
    localOnly: true,
    roleIds: ['r1'],
  });
  expect(fields).toEqual({
    name: 'kumo',
    category: null,
    aliases: ['cloud', 'sky'],
    license: null,
    isSensitive: false,
    localOnly: true,
    roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
  });
});

test('the list is filtered by words in names or aliases and by category, sorted by name', () => {
  const list = [e('zebra', 'Animals', ['stripes']), e('apple', 'Food'), e('ant', 'Animals'), e('misc', null)];
  expect(filterEmojis(list, '', '').map((x) => x.name)).toEqual(['ant', 'apple', 'misc', 'zebra']);
  expect(filterEmojis(list, 'STRIPE', '').map((x) => x.name)).toEqual(['zebra']);
  expect(filterEmojis(list, 'a', 'Animals').map((x) => x.name)).toEqual(['ant', 'zebra']);
  expect(filterEmojis(list, '', NO_CATEGORY).map((x) => x.name)).toEqual(['misc']);
  expect(categoriesOf(list)).toEqual(['Animals', 'Food']);
});
