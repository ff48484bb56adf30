import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, params, wrap, setupPageHarness } from '../../../test-support/page-test-harness.tsx';
import ListPage from './ListPage.tsx';

setupPageHarness();

describe('the list page', () => {
  test('removing a member pulls them from the list', async () => {
    handlers['users/lists/show'] = () => ({
      id: 'l1',
      createdAt: '',
      name: 'Friends',
      isPublic: false,
      userIds: ['u1', 'u2'],
    });
    let members = [
      {
        id: 'm2',
        userId: 'u2',
        withReplies: false,
        user: { id: 'u2', username: 'carol', host: null, name: 'Carol', avatarUrl: null, emojis: {} },
      },
      {
        id: 'm1',
        userId: 'u1',
        withReplies: false,
        user: { id: 'u1', username: 'bob', host: null, name: 'Bob', avatarUrl: null, emojis: {} },
      },
    ];
    handlers['users/lists/get-memberships'] = () => members;
    handlers['users/lists/pull'] = (b) => {
      members = members.filter((m) => m.userId !== b.userId);
    };
    handlers['users/lists/update-membership'] = (b) => {
      members = members.map((m) =>
        m.userId === b.userId ? { ...m, withReplies: b.withReplies as boolean } : m,
      );
    };
    wrap(<ListPage {...params({ listId: 'l1' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bob from the list' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Bob from the list' })).toBeNull(),
    );
    expect(calls.find((c) => c.endpoint === 'users/lists/pull')!.body).toMatchObject({
      listId: 'l1',
      userId: 'u1',
    });
    expect(screen.getByRole('button', { name: 'Remove Carol from the list' })).toBeTruthy();

    // the replies toggle updates the membership
    const replies = screen.getByRole('button', { name: 'Show replies from Carol to others' });
    expect(replies.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(replies);
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Show replies from Carol to others' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(calls.find((c) => c.endpoint === 'users/lists/update-membership')!.body).toMatchObject({
      listId: 'l1',
      userId: 'u2',
      withReplies: true,
    });
  });
});
