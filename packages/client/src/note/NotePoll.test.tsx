import { screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { renderWithApi } from '../../test-support/settings-test-host.tsx';
import { NotePoll } from './NotePoll.tsx';

const poll = (votes: number[]) => ({
  multiple: false,
  expiresAt: null,
  choices: votes.map((n, i) => ({ text: `choice ${i}`, votes: n, isVoted: false })),
});

test('the total says "1 vote" for one, "votes" otherwise', () => {
  const note = { id: 'n1' } as entities.Note;
  const one = renderWithApi(<NotePoll note={note} poll={poll([1, 0])} />);
  expect(screen.getByText('1 vote')).toBeTruthy();
  one.unmount();
  renderWithApi(<NotePoll note={note} poll={poll([1, 2])} />);
  expect(screen.getByText('3 votes')).toBeTruthy();
});
