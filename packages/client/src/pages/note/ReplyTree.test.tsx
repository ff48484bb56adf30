import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { bob, noteBy } from '../../../test-support/test-fixtures.ts';
import { calls, handlers, setupPageHarness, wrap } from '../../../test-support/page-test-harness.tsx';
import { ReplyTree } from './ReplyTree.tsx';

setupPageHarness();

/** A fake `notes/children`: the notes replying to each id, answered oldest first after `sinceId`. */
function serveThread(tree: Record<string, entities.Note[]>) {
  handlers['i'] = () => ({ id: 'me1', username: 'alice' });
  handlers['notes/children'] = (b) => {
    const all = tree[b.noteId as string] ?? [];
    return all.filter((n) => n.id > ((b.sinceId as string) ?? '')).slice(0, b.limit as number);
  };
}

// each test uses ids of its own: the live-note store keeps the notes an earlier test drew
function reply(id: string, text: string, replyId: string, repliesCount = 0) {
  return noteBy(bob, text, { id, replyId, repliesCount });
}

function childrenCalls(noteId: string) {
  return calls.filter((c) => c.endpoint === 'notes/children' && c.body.noteId === noteId);
}

describe('the replies under a note', () => {
  test('a reply to a reply is drawn in a list nested under the reply it answers', async () => {
    serveThread({
      a0: [reply('a1', 'First answer', 'a0', 1), reply('a2', 'Second answer', 'a0')],
      a1: [reply('a11', 'An answer to the first', 'a1')],
    });
    wrap(<ReplyTree noteId="a0" />);
    const nested = await screen.findByText('An answer to the first');
    const first = screen.getByText('First answer').closest('li')!;
    expect(first.contains(nested)).toBe(true);
    expect(within(first).getAllByRole('list')).toHaveLength(1);
    expect(screen.getByText('Second answer').closest('li')!.contains(nested)).toBe(false);
    // oldest first from the start, and nothing is asked for a reply nobody answered
    expect(childrenCalls('a0')[0]!.body).toMatchObject({ sinceId: '0', limit: 30 });
    expect(childrenCalls('a2')).toHaveLength(0);
  });

  test('"Show more replies" under a reply reads on from the last one shown, into that reply’s list', async () => {
    const many = Array.from({ length: 7 }, (_, i) => reply(`b1-${i}`, `Nested ${i + 1}`, 'b1'));
    serveThread({ b0: [reply('b1', 'Busy answer', 'b0', 7)], b1: many });
    wrap(<ReplyTree noteId="b0" />);
    await screen.findByText('Nested 5');
    expect(screen.queryByText('Nested 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more replies' }));
    await screen.findByText('Nested 7');
    expect(childrenCalls('b1')[1]!.body).toMatchObject({ sinceId: 'b1-4', limit: 5 });
    expect(screen.getByText('Busy answer').closest('li')!.contains(screen.getByText('Nested 7'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more replies' })).toBeNull());
  });

  test('below the third level the thread continues on the page of the deepest reply', async () => {
    serveThread({
      c0: [reply('c1', 'Level one', 'c0', 1)],
      c1: [reply('c2', 'Level two', 'c1', 1)],
      c2: [reply('c3', 'Level three', 'c2', 4)],
    });
    wrap(<ReplyTree noteId="c0" />);
    const more = await screen.findByRole('link', { name: 'Continue this thread' });
    expect(more.getAttribute('href')).toBe('/notes/c3');
    expect(screen.getByText('Level three').closest('li')!.contains(more)).toBe(true);
    expect(childrenCalls('c3')).toHaveLength(0);
  });

  test('a note without replies says so', async () => {
    serveThread({});
    wrap(<ReplyTree noteId="d0" empty="No replies yet." />);
    expect(await screen.findByText('No replies yet.')).toBeTruthy();
  });
});
