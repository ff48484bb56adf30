import { expect, test } from 'vitest';
import { clampColumnWidth, widthForDrag, widthForKey } from './column-width.ts';

test('a width is kept between 200 and 1200 px and rounded to whole pixels', () => {
  expect(clampColumnWidth(150)).toBe(200);
  expect(clampColumnWidth(5000)).toBe(1200);
  expect(clampColumnWidth(333.6)).toBe(334);
  expect(clampColumnWidth(Number.NaN)).toBe(200);
});

test('the arrow keys narrow and widen a column by 10 px, Page Up/Down by 50 px', () => {
  expect(widthForKey(330, 'ArrowLeft')).toBe(320);
  expect(widthForKey(330, 'ArrowRight')).toBe(340);
  expect(widthForKey(330, 'PageDown')).toBe(280);
  expect(widthForKey(330, 'PageUp')).toBe(380);
});

test('the keys stop at the limits, and Home and End go to them', () => {
  expect(widthForKey(205, 'ArrowLeft')).toBe(200);
  expect(widthForKey(1195, 'PageUp')).toBe(1200);
  expect(widthForKey(600, 'Home')).toBe(200);
  expect(widthForKey(600, 'End')).toBe(1200);
});

test('other keys leave the width alone', () => {
  expect(widthForKey(330, 'ArrowUp')).toBeNull();
  expect(widthForKey(330, 'Enter')).toBeNull();
});

test('dragging moves the width by as far as the pointer went, within the limits', () => {
  expect(widthForDrag(330, 500, 620)).toBe(450);
  expect(widthForDrag(330, 500, 300)).toBe(200);
  expect(widthForDrag(1100, 0, 400)).toBe(1200);
});
