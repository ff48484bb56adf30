import { expect, test } from 'vitest';
import { shouldCollapseRenote } from './renote-collapse.ts';

const base = { setting: true, myId: 'me', renoterId: 'r', authorId: 'a', alreadyShown: false };

test('renotes of notes already seen, my renotes and renotes of my notes collapse', () => {
  expect(shouldCollapseRenote(base)).toBe(false);
  expect(shouldCollapseRenote({ ...base, alreadyShown: true })).toBe(true);
  expect(shouldCollapseRenote({ ...base, renoterId: 'me' })).toBe(true);
  expect(shouldCollapseRenote({ ...base, authorId: 'me' })).toBe(true);
});

test('with the setting off nothing collapses', () => {
  expect(shouldCollapseRenote({ ...base, setting: false, alreadyShown: true })).toBe(false);
});
