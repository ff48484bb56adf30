import { describe, expect, test } from 'vitest';
import { clampWindowSize, isDoubleClick, moveWindowRect, resizeWindowRect } from './window-geometry.ts';

const viewport = { width: 1200, height: 800 };
const rect = { left: 300, top: 200, width: 400, height: 300 };

describe('resizing a window', () => {
  test('dragging the right edge widens it', () => {
    expect(resizeWindowRect(rect, 'right', 50, 0, viewport)).toEqual({ ...rect, width: 450 });
  });
  test('it never gets narrower than 250 or lower than 50', () => {
    expect(resizeWindowRect(rect, 'right', -1000, 0, viewport).width).toBe(250);
    expect(resizeWindowRect(rect, 'bottom', 0, -1000, viewport).height).toBe(50);
    expect(clampWindowSize({ width: 10, height: 10 })).toEqual({ width: 250, height: 50 });
  });
  test('shrinking from the top-left corner keeps the bottom-right corner in place', () => {
    const r = resizeWindowRect(rect, 'top-left', 1000, 1000, viewport);
    expect(r).toEqual({ left: 450, top: 450, width: 250, height: 50 });
  });
  test('it cannot grow past the viewport', () => {
    expect(resizeWindowRect(rect, 'right', 5000, 0, viewport).width).toBe(900);
    expect(resizeWindowRect(rect, 'top', 0, -5000, viewport)).toEqual({ ...rect, top: 0, height: 500 });
  });
});

describe('moving a window', () => {
  test('it follows the drag', () => {
    expect(moveWindowRect(rect, -100, 50, viewport)).toEqual({ ...rect, left: 200, top: 250 });
  });
  test('it stays inside the viewport', () => {
    expect(moveWindowRect(rect, -1000, -1000, viewport)).toEqual({ ...rect, left: 0, top: 0 });
    expect(moveWindowRect(rect, 5000, 5000, viewport)).toEqual({ ...rect, left: 800, top: 500 });
  });
});

test('two clicks within 300 ms are a double click; slower ones are not', () => {
  expect(isDoubleClick(1000, 1200)).toBe(true);
  expect(isDoubleClick(1000, 1299)).toBe(true);
  expect(isDoubleClick(1000, 1300)).toBe(false);
  expect(isDoubleClick(null, 1000)).toBe(false);
});
