import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { recordedNotes } from '../../test-support/recorded.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../test-support/settings-test-host.tsx';
import { NoteView } from './NoteView.tsx';

const notes = recordedNotes();

beforeEach(() => {
  fakeServer({ i: () => ({ id: TEST_ACCOUNT.id, username: 'alice' }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notes as a real Misskey server sends them', () => {
  test('the recordings hold a good sample', () => {
    expect(notes.length).toBeGreaterThan(30);
    expect(notes.some((n) => n.renote)).toBe(true);
    expect(notes.some((n) => n.poll)).toBe(true);
    expect(notes.some((n) => n.files && n.files.length > 0)).toBe(true);
  });

  test.each(notes.map((n) => [n.id, n] as const))('note %s renders with its author and text', (_, note) => {
    renderWithSettings(<NoteView note={note} />, { signedIn: true });
    const article = document.querySelector('article');
    expect(article).not.toBeNull();
    const text = article!.textContent ?? '';
    expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
    // a pure renote is headed by who renoted it (its note may be collapsed: it was shown before)
    const pureRenote = note.renote && !note.text && !note.poll && (note.files ?? []).length === 0;
    expect(text).toContain(pureRenote ? (note.user.name ?? note.user.username) : note.user.username);
  });
});
