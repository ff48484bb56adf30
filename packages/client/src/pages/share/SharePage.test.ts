import { expect, test } from 'vitest';
import { readShareQuery } from './SharePage.tsx';

test('a share link gives text, targets, visibility and lists', () => {
  const q = new URLSearchParams(
    'title=Hello&text=world&url=https://x.test&replyId=r1&visibility=home&localOnly=true&fileIds=a,b',
  );
  expect(readShareQuery(q)).toEqual({
    text: 'Hello\nworld\nhttps://x.test',
    replyId: 'r1',
    renoteId: null,
    visibility: 'home',
    localOnly: true,
    visibleUserIds: [],
    fileIds: ['a', 'b'],
  });
});

test('an unknown visibility is ignored', () => {
  expect(readShareQuery(new URLSearchParams('visibility=everyone')).visibility).toBeUndefined();
});
