import { screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { renderWithApi } from '../../test-support/settings-test-host.tsx';
import { NotePoll } from './NotePoll.tsx';
import { ReadOnlyPolls } from './read-only-polls.ts';

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

test('a poll read-only by setting shows its results and takes no vote', () => {
  const note = { id: 'n1' } as entities.Note;
  const open = renderWithApi(<NotePoll note={note} poll={poll([1, 2])} />);
  expect((screen.getByRole('button', { name: 'choice 0' }) as HTMLButtonElement).disabled).toBe(false);
  open.unmount();
  const set = renderWithApi(<NotePoll note={note} poll={poll([1, 2])} readOnly />);
  expect((screen.getByRole('button', { name: /choice 0/ }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText(/67/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show results' })).toBeNull();
  set.unmount();
});

test('inside a preview (ReadOnlyPolls) every poll is read-only', () => {
  const note = { id: 'n1' } as entities.Note;
  renderWithApi(
    <ReadOnlyPolls value>
      <NotePoll note={note} poll={poll([1, 2])} />
    </ReadOnlyPolls>,
  );
  expect(
    screen
      .getAllByRole('button')
      .filter((b) => b.className === 'kumo-poll-choice' && !(b as HTMLButtonElement).disabled),
  ).toEqual([]);
});
