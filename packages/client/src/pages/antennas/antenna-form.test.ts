import { describe, expect, test } from 'vitest';
import {
  antennaPayload,
  antennaProblem,
  draftOf,
  EMPTY_ANTENNA,
  keywordsFromText,
  keywordsToText,
  usersFromText,
} from './antenna-form.ts';

describe('antenna form', () => {
  test('keyword text: lines are alternatives, spaces separate words that must all appear', () => {
    expect(keywordsFromText('cat  dog\n\n bird \n')).toEqual([['cat', 'dog'], ['bird']]);
    expect(keywordsToText([['cat', 'dog'], ['bird']])).toBe('cat dog\nbird');
    expect(keywordsFromText('   \n')).toEqual([]);
  });

  test('users: one per line', () => {
    expect(usersFromText('@alice\n\n bob \n')).toEqual(['@alice', 'bob']);
  });

  test('a draft needs a name, a keyword or exclusion, and a list for src list', () => {
    expect(antennaProblem({ ...EMPTY_ANTENNA, keywords: 'x' })).toBe('name');
    expect(antennaProblem({ ...EMPTY_ANTENNA, name: 'A' })).toBe('keywords');
    expect(antennaProblem({ ...EMPTY_ANTENNA, name: 'A', excludeKeywords: 'spam' })).toBeNull();
    expect(antennaProblem({ ...EMPTY_ANTENNA, name: 'A', keywords: 'x', src: 'list' })).toBe('list');
  });

  test('the payload sends users only for user sources and the list only for src list', () => {
    const d = { ...EMPTY_ANTENNA, name: ' News ', keywords: 'a b', users: 'alice', userListId: 'l1' };
    expect(antennaPayload(d)).toMatchObject({
      name: 'News',
      users: [],
      userListId: null,
      keywords: [['a', 'b']],
    });
    expect(antennaPayload({ ...d, src: 'users' }).users).toEqual(['alice']);
    expect(antennaPayload({ ...d, src: 'list' }).userListId).toBe('l1');
  });

  test('an antenna round-trips through the draft', () => {
    const antenna = {
      id: 'a1',
      createdAt: '2025-01-01T00:00:00.000Z',
      name: 'Cats',
      keywords: [['cat'], ['kitten', 'cute']],
      excludeKeywords: [],
      src: 'users' as const,
      userListId: null,
      users: ['@alice', 'bob'],
      caseSensitive: true,
      localOnly: false,
      excludeBots: true,
      withReplies: false,
      withFile: false,
      isActive: true,
      hasUnreadNote: false,
      notify: false,
      excludeNotesInSensitiveChannel: false,
    };
    const payload = antennaPayload(draftOf(antenna));
    expect(payload).toMatchObject({
      keywords: antenna.keywords,
      users: antenna.users,
      caseSensitive: true,
      excludeBots: true,
    });
  });
});
