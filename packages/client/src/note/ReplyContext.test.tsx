import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../test-support/settings-test-host.tsx';
import { noteBy } from '../../test-support/test-fixtures.ts';
import { NoteView } from './NoteView.tsx';

const alice = { id: 'u1', username: 'alice', host: null, name: 'Alice', emojis: {}, avatarUrl: null };
const bob = { id: 'u2', username: 'bob', host: null, name: 'Bob', emojis: {}, avatarUrl: null };

/** A note by `user`, with its own id (the shared fixture's, with the id set). */
const noteOf = (id: string, user: typeof alice, more: Partial<entities.Note> = {}): entities.Note =>
  noteBy(user as unknown as entities.UserLite, null, { id, createdAt: new Date().toISOString(), ...more });

const parent = noteOf('parent1', alice, { text: 'What is **your** favourite pudding?' });
// each test draws notes of its own ids: the live-note store keeps what an earlier test showed
const reply = noteOf('reply1', bob, { text: 'Custard, always.', replyId: parent.id, reply: parent });

beforeEach(() => {
  fakeServer({ i: () => ({ id: TEST_ACCOUNT.id, username: 'tester' }) });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function context() {
  return document.querySelector<HTMLElement>('.kumo-reply-context');
}

test('a reply in a list shows the note it answers above it, its text drawn as MFM', () => {
  renderWithSettings(<NoteView note={reply} />, { signedIn: true });
  const shown = context()!;
  expect(shown).not.toBeNull();
  expect(shown.textContent).toContain('Alice');
  expect(shown.textContent).toContain('What is your favourite pudding?');
  expect(within(shown).getByText('your').tagName).toBe('B');
  // the parent comes before the reply's own text
  const article = document.querySelector('article')!;
  expect(article.textContent!.indexOf('pudding')).toBeLessThan(article.textContent!.indexOf('Custard'));
});

test('clicking the parent opens its note page, and "Replying to" links there too', () => {
  vi.stubGlobal('scrollTo', () => {}); // going to a page scrolls to its top, which jsdom lacks
  renderWithSettings(<NoteView note={reply} />, { signedIn: true });
  const link = screen.getByRole('link', { name: 'Replying to @alice' });
  expect(link.getAttribute('href')).toBe('/notes/parent1');
  fireEvent.click(within(context()!).getByText(/favourite pudding/));
  expect(location.pathname).toBe('/notes/parent1');
});

test('a reply whose parent was deleted or is not visible says so instead', () => {
  renderWithSettings(<NoteView note={{ ...reply, id: 'reply2', reply: undefined }} />, { signedIn: true });
  expect(screen.getByText('The note this replies to was deleted or is not visible to you.')).toBeTruthy();
  expect(document.querySelector('article')!.textContent).toContain('Custard, always.');
  expect(screen.queryByText(/Replying to/)).toBeNull();
});

test('a parent behind a content warning stays hidden until its button is pressed', () => {
  const warned = noteOf('parent2', alice, { cw: 'pudding spoilers', text: 'The caramel is at the bottom.' });
  renderWithSettings(<NoteView note={{ ...reply, id: 'reply3', replyId: warned.id, reply: warned }} />, {
    signedIn: true,
  });
  const shown = context()!;
  expect(shown.textContent).toContain('pudding spoilers');
  expect(shown.textContent).not.toContain('caramel');
  fireEvent.click(within(shown).getByRole('button', { name: 'Show content (29 characters)' }));
  expect(shown.textContent).toContain('The caramel is at the bottom.');
  // opening the warning did not open the parent's page
  expect(location.pathname).toBe('/');
});

test('on the note page (replyContext off) the parent is not drawn again', () => {
  renderWithSettings(<NoteView note={reply} replyContext={false} />, { signedIn: true });
  expect(context()).toBeNull();
  expect(screen.getByRole('link', { name: 'Replying to @alice' })).toBeTruthy();
});

test('the content warning button of a note says what it hides', () => {
  const note = noteOf('n3', alice, {
    cw: 'long thread',
    text: 'ねこ👍🏽',
    files: [{ id: 'f1' }, { id: 'f2' }] as entities.DriveFile[],
    fileIds: ['f1', 'f2'],
  });
  renderWithSettings(<NoteView note={note} />, { signedIn: true });
  expect(screen.getByRole('button', { name: 'Show content (3 characters / 2 files)' })).toBeTruthy();
});
