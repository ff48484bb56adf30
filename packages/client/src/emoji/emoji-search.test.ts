import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CustomEmoji } from './custom-emoji.ts';
import {
  buildEmojiIndex,
  createEmojiSearcher,
  emojiValue,
  normalizeEmojiQuery,
  pickOnEnter,
  searchEmojis,
  type EmojiCandidate,
} from './emoji-search.ts';
import type { UnicodeEmojiEntry } from './unicode-emoji.ts';

const uni = (name: string, char: string, keywords: string[] = []): UnicodeEmojiEntry => ({
  category: 'symbols',
  char,
  name,
  keywords,
});
const custom = (name: string, aliases: string[] = [], extra: Partial<CustomEmoji> = {}): CustomEmoji => ({
  name,
  aliases,
  category: null,
  url: `https://example.test/${name}.webp`,
  ...extra,
});
const names = (results: EmojiCandidate[]) => results.map((r) => r.name);

const UNICODE = [
  uni('cat_face', '🐱', ['pet', 'kitten']),
  uni('heart', '❤️', ['love']),
  uni('heart_eyes', '😍', ['love', 'crush']),
  uni('orange_heart', '🧡', ['love']),
  uni('sweetheart_candy', '🍬', []),
  uni('lovely', '🥰', ['adore']),
  uni('shibuya_109', '', ['shibuya109']),
];

describe('the query', () => {
  test('colons are stripped and the term is lowercased', () => {
    expect(normalizeEmojiQuery(':Heart:')).toEqual(['heart']);
  });

  test('spaces split the term into words, full-width spaces too', () => {
    expect(normalizeEmojiQuery('  heart\u3000Eyes ')).toEqual(['heart', 'eyes']);
  });

  test('an empty term finds nothing', () => {
    const index = buildEmojiIndex(UNICODE, [], null);
    expect(searchEmojis(index, '')).toEqual([]);
    expect(searchEmojis(index, ' :: ')).toEqual([]);
  });
});

describe('ordering', () => {
  const index = buildEmojiIndex(UNICODE, [], null);

  test('exact name, then name prefix, then keyword prefix, then name substring, then keyword substring', () => {
    const emojis = [
      uni('xlovex', '1', []), // name substring
      uni('a', '2', ['xlovex']), // keyword substring
      uni('b', '3', ['lovely']), // keyword prefix
      uni('lovebird', '4', []), // name prefix
      uni('love', '5', []), // exact name
    ];
    const found = searchEmojis(buildEmojiIndex(emojis, [], null), 'love');
    expect(names(found)).toEqual(['love', 'lovebird', 'b', 'xlovex', 'a']);
  });

  test('searching heart lists heart, heart_eyes, then the names that contain it', () => {
    expect(names(searchEmojis(index, 'heart'))).toEqual([
      'heart',
      'heart_eyes',
      'orange_heart',
      'sweetheart_candy',
    ]);
  });

  test('aliases of custom emoji count like keywords', () => {
    const idx = buildEmojiIndex(
      [],
      [custom('blobcat', ['neko']), custom('xnekox'), custom('nekomimi')],
      null,
    );
    expect(names(searchEmojis(idx, 'neko'))).toEqual(['nekomimi', 'blobcat', 'xnekox']);
  });

  test('within a level custom emoji come before Unicode emoji, each in list order', () => {
    const idx = buildEmojiIndex(UNICODE, [custom('heartbeat_custom'), custom('heart')], null);
    expect(names(searchEmojis(idx, 'heart')).slice(0, 4)).toEqual([
      'heart',
      'heart',
      'heartbeat_custom',
      'heart_eyes',
    ]);
  });

  test('an entry with an empty char (shibuya_109) is never offered', () => {
    expect(searchEmojis(index, 'shibuya')).toEqual([]);
  });
});

describe('several words', () => {
  const index = buildEmojiIndex(UNICODE, [], null);

  test('every word must match', () => {
    expect(names(searchEmojis(index, 'heart love'))).toEqual(['heart', 'heart_eyes', 'orange_heart']);
    expect(searchEmojis(index, 'heart kitten')).toEqual([]);
  });

  test('words joined by an underscore that make a name are an exact match', () => {
    const idx = buildEmojiIndex([uni('eyes_heart', 'x', ['heart']), ...UNICODE], [], null);
    expect(names(searchEmojis(idx, 'heart eyes'))[0]).toBe('heart_eyes');
  });

  test('the order is set by the worst-matching word', () => {
    const idx = buildEmojiIndex(
      [uni('cat_xlove', 'a', []), uni('love_cat_x', 'c', []), uni('cat', 'b', ['love'])],
      [],
      null,
    );
    // cat_xlove: name prefix + name substring; love_cat_x: substring + prefix; cat: exact + keyword prefix
    expect(names(searchEmojis(idx, 'cat love'))).toEqual(['cat', 'cat_xlove', 'love_cat_x']);
  });
});

describe('the cap', () => {
  test('at most 100 results', () => {
    const many = Array.from({ length: 150 }, (_, i) => custom(`party${i}`));
    expect(searchEmojis(buildEmojiIndex([], many, null), 'party')).toHaveLength(100);
  });

  test('the cap keeps the best levels', () => {
    const many = [...Array.from({ length: 120 }, (_, i) => custom(`x_party${i}`)), custom('party')];
    const found = searchEmojis(buildEmojiIndex([], many, null), 'party');
    expect(found[0]?.name).toBe('party');
  });
});

describe('which custom emoji are searchable', () => {
  test('a role-restricted emoji is offered only to a user holding one of the roles', () => {
    const emojis = [custom('vip', [], { roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1', 'r2'] })];
    expect(searchEmojis(buildEmojiIndex([], emojis, ['r2']), 'vip')).toHaveLength(1);
    expect(searchEmojis(buildEmojiIndex([], emojis, ['r3']), 'vip')).toHaveLength(0);
    expect(searchEmojis(buildEmojiIndex([], emojis, null), 'vip')).toHaveLength(0);
  });

  test('an empty role list restricts nobody', () => {
    const emojis = [custom('free', [], { roleIdsThatCanBeUsedThisEmojiAsReaction: [] })];
    expect(searchEmojis(buildEmojiIndex([], emojis, null), 'free')).toHaveLength(1);
  });

  test('an emoji whose uploader name is sent but empty is hidden', () => {
    const emojis = [
      custom('anon', [], { uploadedUserName: null }),
      custom('blank', [], { uploadedUserName: ' ' }),
      custom('named', [], { uploadedUserName: 'alice' }),
      custom('plain'), // plain Misskey sends no uploader field at all
    ];
    const found = names(searchEmojis(buildEmojiIndex([], emojis, null), 'a'));
    expect(found.sort()).toEqual(['named', 'plain']);
  });

  test('only APPROVED emoji are searchable; no status means approved', () => {
    const emojis = [
      custom('ok1', [], { status: 'APPROVED' }),
      custom('ok2'),
      custom('ok3', [], { status: 'PENDING' }),
      custom('ok4', [], { status: 'REJECTED' }),
    ];
    expect(names(searchEmojis(buildEmojiIndex([], emojis, null), 'ok'))).toEqual(['ok1', 'ok2']);
  });
});

describe('Enter', () => {
  const index = buildEmojiIndex(UNICODE, [custom('hearts_custom')], null);

  test('picks the exact match', () => {
    const results = searchEmojis(index, ':heart:');
    expect(pickOnEnter(':heart:', results)?.name).toBe('heart');
  });

  test('picks the exact match even when it is not listed first', () => {
    const results = [...searchEmojis(index, 'heart')].reverse();
    expect(pickOnEnter('heart', results)?.name).toBe('heart');
  });

  test('otherwise picks the first result', () => {
    expect(pickOnEnter('hear', searchEmojis(index, 'hear'))?.name).toBe('hearts_custom');
  });

  test('picks nothing when nothing is found', () => {
    expect(pickOnEnter('zzz', [])).toBeNull();
  });

  test('a Unicode pick is its character, a custom one :name:', () => {
    const [customHit] = searchEmojis(index, 'hearts_custom');
    const [unicodeHit] = searchEmojis(index, 'orange');
    expect(emojiValue(customHit!)).toBe(':hearts_custom:');
    expect(emojiValue(unicodeHit!)).toBe('🧡');
  });
});

describe('typing keystroke by keystroke', () => {
  test('gives the same results as a fresh search at every step', () => {
    const words = ['heart', 'love', 'cat', 'eyes', 'orange', 'kit', 'a', 'e'];
    const customs = Array.from({ length: 30 }, (_, i) =>
      custom(`${words[i % words.length]}_${i}`, [words[(i * 3) % 8]!]),
    );
    const index = buildEmojiIndex(UNICODE, customs, null);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('h', 'e', 'a', 'r', 't', ' ', 'l', 'o', 'v', ':', 'c', 'B'), {
          maxLength: 12,
        }),
        (keys) => {
          const search = createEmojiSearcher(index);
          let typed = '';
          for (const key of keys) {
            typed += key;
            expect(names(search(typed))).toEqual(names(searchEmojis(index, typed)));
          }
          // deleting a character falls back to a full search
          typed = typed.slice(0, -1);
          expect(names(search(typed))).toEqual(names(searchEmojis(index, typed)));
        },
      ),
    );
  });
});
