import { expect, test } from 'vitest';
import { shortcutFor } from './hotkeys.ts';

const key = (k: string, target: EventTarget | null = document.body, mods = {}) =>
  shortcutFor({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

test('pressing s opens search and d toggles dark mode', () => {
  expect(key('s')).toEqual({ kind: 'navigate', to: '/secure/search' });
  expect(key('d')).toEqual({ kind: 'toggleDarkMode' });
});

test('typing in a text field or with a modifier does nothing', () => {
  expect(key('s', document.createElement('textarea'))).toBeNull();
  expect(key('d', document.createElement('input'))).toBeNull();
  expect(key('s', document.body, { ctrlKey: true })).toBeNull();
  expect(key('x')).toBeNull();
});
