import { expect, test } from 'vitest';
import { RECENT_USERS_MAX, withRecentUser } from './UserPicker.tsx';

test('a chosen user goes first in the recent list, once, and the oldest fall off', () => {
  expect(withRecentUser(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  expect(withRecentUser([], 'x')).toEqual(['x']);
  const full = Array.from({ length: RECENT_USERS_MAX }, (_, i) => `u${i}`);
  const next = withRecentUser(full, 'new');
  expect(next).toHaveLength(RECENT_USERS_MAX);
  expect(next[0]).toBe('new');
  expect(next).not.toContain(`u${RECENT_USERS_MAX - 1}`);
});
