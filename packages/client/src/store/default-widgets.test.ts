import { expect, test } from 'vitest';
import { DEFAULT_WIDGETS, widgetsToShow } from './default-widgets.ts';

const clock = { name: 'clock', id: 'x1', place: 'right', data: {} };

test('an account that never stored a widget list sees the calendar, the notifications and the trends', () => {
  expect(widgetsToShow(undefined, true).map((w) => w.name)).toEqual(['calendar', 'notifications', 'trends']);
  expect(widgetsToShow(undefined, true)).toBe(DEFAULT_WIDGETS);
});

test('an empty list the user chose stays empty', () => {
  expect(widgetsToShow([], true)).toEqual([]);
});

test('a stored list is shown as stored', () => {
  const stored = [clock];
  expect(widgetsToShow(stored, true)).toBe(stored);
  expect(widgetsToShow(stored, false)).toBe(stored);
});

test('nothing is shown while the server has not said whether the account stored a list', () => {
  expect(widgetsToShow(undefined, false)).toEqual([]);
});
