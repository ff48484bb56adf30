import { expect, test } from 'vitest';
import { draftKeyFor } from './draft-key.ts';

test('drafts are keyed by context (spec P2 §4)', () => {
  expect(draftKeyFor({})).toBe('note');
  expect(draftKeyFor({ channelId: 'c1' })).toBe('channel:c1');
  expect(draftKeyFor({ renoteId: 'n1' })).toBe('renote:n1');
  expect(draftKeyFor({ replyId: 'n2' })).toBe('reply:n2');
  expect(draftKeyFor({ editId: 'n3', replyId: 'n2' })).toBe('edit:n3');
  expect(draftKeyFor({ replyId: 'n2', channelId: 'c1' })).toBe('reply:n2');
});
