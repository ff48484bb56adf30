import { expect, test } from 'vitest';
import { receiveFrom, withReceiveFrom } from './receive-config.ts';

test('a type the server says nothing about is received from everyone', () => {
  expect(receiveFrom({}, 'reaction')).toBe('all');
  expect(receiveFrom(undefined, 'follow')).toBe('all');
});

test('turning a type off changes only that type', () => {
  const before = { follow: { type: 'following' as const } };
  const after = withReceiveFrom(before, 'reaction', 'never');
  expect(after).toEqual({ follow: { type: 'following' }, reaction: { type: 'never' } });
  expect(before).toEqual({ follow: { type: 'following' } });
  expect(receiveFrom(after, 'reaction')).toBe('never');
});

test('a user-list choice set elsewhere is read as it is', () => {
  expect(receiveFrom({ mention: { type: 'list', userListId: 'x' } }, 'mention')).toBe('list');
});
