import { expect, test } from 'vitest';
import { shortcutTarget } from './hotkeys.ts';

const key = (k: string, target: EventTarget | null = document.body, mods = {}) =>
  shortcutTarget({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

test('pressing s opens search', () => {
  expect(key('s')).toBe('/secure/search');
});

test('typing s in a text field or with a modifier does nothing', () => {
  expect(key('s', document.createElement('textarea'))).toBeNull();
  expect(key('s', document.createElement('input'))).toBeNull();
  expect(key('s', document.body, { ctrlKey: true })).toBeNull();
  expect(key('x')).toBeNull();
});
