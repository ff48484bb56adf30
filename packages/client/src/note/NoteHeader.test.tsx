import { act, cleanup, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { newSettingsStore, renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { NoteHeader } from './NoteHeader.tsx';
import { condensedScale } from './CondensedLine.tsx';

const note = {
  id: 'n1',
  createdAt: new Date().toISOString(),
  visibility: 'public',
  localOnly: false,
  user: { id: 'u1', username: 'alice', host: null, name: 'Alice', emojis: {}, avatarUrl: null },
} as unknown as entities.Note;

beforeEach(() =>
  localStorage.setItem('instance', JSON.stringify({ uri: 'https://kumo.example', name: 'Kumo' })),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

test('showFullAcct writes the server after a local user’s name', () => {
  const store = newSettingsStore();
  renderWithSettings(<NoteHeader note={note} />, { store });
  const acct = () => document.body.querySelector('.kumo-note-acct')?.textContent;
  expect(acct()).toBe('@alice');
  act(() => store.set('showFullAcct', true));
  expect(acct()).toBe('@alice@kumo.example');
});

test('enableCondensedLineForAcct narrows a name and acct too long for the header instead of cutting them off', () => {
  const store = newSettingsStore();
  // a header 120 px wide holding a name and acct 300 px long
  const widths = { clientWidth: 120, scrollWidth: 300 };
  const restore = Object.entries(widths).map(([prop, value]) => {
    const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
    return () => before && Object.defineProperty(HTMLElement.prototype, prop, before);
  });
  try {
    renderWithSettings(<NoteHeader note={note} />, { store });
    expect(document.body.querySelector('.kumo-condensed-line')).toBeNull();
    act(() => store.set('enableCondensedLineForAcct', true));
    const inner = document.body.querySelector<HTMLElement>('.kumo-condensed-line-inner');
    expect(inner?.textContent).toContain('@alice');
    expect(inner?.style.transform).toBe('scaleX(0.5)');
  } finally {
    restore.forEach((r) => r());
  }
});

test('a condensed line narrows only what does not fit, and never below half', () => {
  expect(condensedScale(200, 100)).toBe(1);
  expect(condensedScale(150, 200)).toBe(0.75);
  expect(condensedScale(50, 400)).toBe(0.5);
  expect(condensedScale(0, 100)).toBe(1);
});

test('a note of a channel that search does not find says so; a searchable channel or none says nothing', () => {
  const name = "This channel's notes do not show in search";
  const channel = (searchable?: boolean) =>
    ({
      ...note,
      channel: { id: 'c1', name: 'Quiet room', ...(searchable === undefined ? {} : { searchable }) },
    }) as entities.Note;
  renderWithSettings(<NoteHeader note={channel(false)} />);
  expect(screen.getByRole('img', { name })).toBeTruthy();
  for (const n of [channel(true), channel(), note]) {
    cleanup();
    renderWithSettings(<NoteHeader note={n} />);
    expect(screen.queryByRole('img', { name })).toBeNull();
  }
});
