import { expect, test } from 'vitest';
import { openModalIn, shortcutFor } from './hotkeys.ts';

const key = (k: string, target: EventTarget | null = document.body, mods = {}) =>
  shortcutFor({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

test('pressing s opens search, d toggles dark mode, p or n writes a note and ? lists the shortcuts', () => {
  expect(key('s')).toEqual({ kind: 'navigate', to: '/secure/search' });
  expect(key('d')).toEqual({ kind: 'toggleDarkMode' });
  expect(key('p')).toEqual({ kind: 'post' });
  expect(key('n')).toEqual({ kind: 'post' });
  expect(key('?')).toEqual({ kind: 'help' });
});

test('typing in a text field or with a modifier does nothing', () => {
  expect(key('s', document.createElement('textarea'))).toBeNull();
  expect(key('d', document.createElement('input'))).toBeNull();
  expect(key('?', document.createElement('input'))).toBeNull();
  expect(key('s', document.body, { ctrlKey: true })).toBeNull();
  expect(key('x')).toBeNull();
});

test('an open dialog takes the keys; one that is closing (inert) no longer does', () => {
  const doc = document.implementation.createHTMLDocument('');
  expect(openModalIn(doc)).toBe(false);
  const frame = doc.createElement('div');
  const dialog = doc.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  frame.append(dialog);
  doc.body.append(frame);
  expect(openModalIn(doc)).toBe(true);
  frame.setAttribute('inert', '');
  expect(openModalIn(doc)).toBe(false);
});
