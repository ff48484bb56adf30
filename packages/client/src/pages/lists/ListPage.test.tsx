import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, params, wrap } from './page-test-harness.tsx';
import ListPage from './ListPage.tsx';

describe('the list page', () => {
  test('removing a member pulls them from the list', async () => {
    handlers['users/lists/show'] = () => ({
      id: 'l1',
      createdAt: '',
      name: 'Friends',
      isPublic: false,
      userIds: ['u1', 'u2'],
    });
    handlers['users/show'] = () => [
      { id: 'u1', username: 'bob', host: null, name: 'Bob', avatarUrl: null, emojis: {} },
      { id: 'u2', username: 'carol', host: null, name: 'Carol', avatarUrl: null, emojis: {} },
    ];
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
  });
});
