import { expect, test } from 'vitest';
import { replyParentGone, truncatesReplyPreview } from './reply-preview.ts';

test('a short parent is shown whole; a long or many-lined one is cut', () => {
  expect(truncatesReplyPreview('short')).toBe(false);
  expect(truncatesReplyPreview(null)).toBe(false);
  expect(truncatesReplyPreview('a\nb\nc')).toBe(false);
  expect(truncatesReplyPreview('a\nb\nc\nd')).toBe(true);
  expect(truncatesReplyPreview('x'.repeat(140))).toBe(false);
  expect(truncatesReplyPreview('x'.repeat(141))).toBe(true);
  expect(truncatesReplyPreview('👍🏽'.repeat(140))).toBe(false); // 560 UTF-16 units, 140 characters
});

test('a reply whose parent did not come (deleted or not visible) has its parent gone', () => {
  expect(replyParentGone({ replyId: 'p', reply: null })).toBe(true);
  expect(replyParentGone({ replyId: 'p' })).toBe(true);
  expect(replyParentGone({ replyId: 'p', reply: { isHidden: true } })).toBe(true);
  expect(replyParentGone({ replyId: 'p', reply: {} })).toBe(false);
  expect(replyParentGone({ replyId: null, reply: null })).toBe(false);
});
