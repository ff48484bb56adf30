import { expect, test } from 'vitest';
import { stepTab, swipeStep } from './swipe.ts';

const at = (x: number, y: number, t = 0) => ({ x, y, t });

test('a quick sideways swipe steps to the next or previous tab', () => {
  expect(swipeStep(at(300, 400), at(150, 420, 200))).toBe(1);
  expect(swipeStep(at(100, 400), at(250, 390, 200))).toBe(-1);
});

test("a swipe of the spec's tolerance (30 px) is enough", () => {
  expect(swipeStep(at(200, 400), at(168, 405, 150))).toBe(1);
});

test('scrolls, taps, short or slow moves change nothing', () => {
  expect(swipeStep(at(200, 600), at(150, 200, 200))).toBe(0);
  expect(swipeStep(at(200, 400), at(200, 400, 50))).toBe(0);
  // under the spec's swipe tolerance (30 px)
  expect(swipeStep(at(200, 400), at(175, 400, 100))).toBe(0);
  expect(swipeStep(at(300, 400), at(100, 400, 1500))).toBe(0);
  expect(swipeStep(at(300, 400), at(150, 310, 200))).toBe(0);
});

test('stepping stops at the first and last tab', () => {
  const keys = ['home', 'local', 'social'];
  expect(stepTab(keys, 'home', 1)).toBe('local');
  expect(stepTab(keys, 'home', -1)).toBe('home');
  expect(stepTab(keys, 'social', 1)).toBe('social');
  expect(stepTab(keys, 'gone', 1)).toBe('gone');
});
