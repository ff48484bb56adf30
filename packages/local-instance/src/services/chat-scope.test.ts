import { describe, expect, test } from 'vitest';
import { chatRights, chatScopeOf, chatScopeRefusal, type ChatScope } from './chat-scope.ts';

const rel = (senderFollows: boolean, recipientFollows: boolean) => ({ senderFollows, recipientFollows });

describe('chatScopeRefusal: who may write to a recipient, in Misskey words', () => {
  const cases: Array<[ChatScope, boolean, boolean, string | null]> = [
    ['everyone', false, false, null],
    ['none', true, true, 'recipient is cannot chat (none)'],
    ['followers', true, false, null],
    ['followers', false, true, 'recipient is cannot chat (followers)'],
    ['following', false, true, null],
    ['following', true, false, 'recipient is cannot chat (following)'],
    ['mutual', true, true, null],
    ['mutual', true, false, 'recipient is cannot chat (mutual)'],
    ['mutual', false, true, 'recipient is cannot chat (mutual)'],
  ];
  test.each(cases)('%s, sender follows %s, recipient follows %s', (scope, s, r, expected) => {
    expect(chatScopeRefusal(scope, rel(s, r))).toBe(expected);
  });
});

test('chatRights: readonly reads, unavailable does nothing', () => {
  expect(chatRights('available')).toEqual({ read: true, write: true });
  expect(chatRights('readonly')).toEqual({ read: true, write: false });
  expect(chatRights('unavailable')).toEqual({ read: false, write: false });
});

test('chatScopeOf: anything but a scope is Misskey default, mutual', () => {
  expect(chatScopeOf('followers')).toBe('followers');
  expect(chatScopeOf(undefined)).toBe('mutual');
  expect(chatScopeOf('friends')).toBe('mutual');
});
