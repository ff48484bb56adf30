import { expect, test } from 'vitest';
import {
  DIRECT_REPLIES_PAGE,
  NESTED_REPLIES_PAGE,
  REPLY_TREE_DEPTH,
  repliesPageSize,
  underReply,
} from './reply-tree.ts';

const answered = { repliesCount: 2, renoteCount: 0 };
const quotedOnly = { repliesCount: 0, renoteCount: 1 };
const quiet = { repliesCount: 0, renoteCount: 0 };

test('a direct reply that was answered shows its own replies', () => {
  expect(underReply(answered, 1)).toBe('replies');
});

test('replies are drawn down to the tree depth, then the thread continues on the deepest reply’s page', () => {
  expect(underReply(answered, REPLY_TREE_DEPTH - 1)).toBe('replies');
  expect(underReply(answered, REPLY_TREE_DEPTH)).toBe('continue');
});

test('a reply nobody answered or quoted reads nothing under it', () => {
  expect(underReply(quiet, 1)).toBe('nothing');
  expect(underReply(quiet, REPLY_TREE_DEPTH)).toBe('nothing');
});

test('a reply that was only quoted or renoted may have quotes under it, but does not continue past the depth', () => {
  expect(underReply(quotedOnly, 1)).toBe('replies');
  expect(underReply(quotedOnly, REPLY_TREE_DEPTH)).toBe('nothing');
});

test('direct replies are read 30 at a time and deeper levels a few at a time', () => {
  expect(repliesPageSize(1)).toBe(DIRECT_REPLIES_PAGE);
  expect(DIRECT_REPLIES_PAGE).toBe(30);
  expect(repliesPageSize(2)).toBe(NESTED_REPLIES_PAGE);
  expect(repliesPageSize(REPLY_TREE_DEPTH)).toBe(NESTED_REPLIES_PAGE);
});
