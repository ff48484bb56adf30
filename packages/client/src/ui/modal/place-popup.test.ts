import { describe, expect, test } from 'vitest';
import { placeAtPoint, placeBeside, placePopup } from './place-popup.ts';

const viewport = { width: 1000, height: 800 };
const popup = { width: 200, height: 300 };

describe('placePopup', () => {
  test('a popup opens below its anchor, centred on it', () => {
    const p = placePopup({ top: 100, left: 400, width: 100, height: 40 }, popup, viewport);
    expect(p).toEqual({ top: 140, left: 350, side: 'below' });
  });
  test('a popup with no room below flips above its anchor', () => {
    const p = placePopup({ top: 600, left: 400, width: 100, height: 40 }, popup, viewport);
    expect(p).toEqual({ top: 300, left: 350, side: 'above' });
  });
  test('it stays 16 px inside the left and right edges', () => {
    expect(placePopup({ top: 100, left: 0, width: 40, height: 40 }, popup, viewport).left).toBe(16);
    expect(placePopup({ top: 100, left: 980, width: 20, height: 40 }, popup, viewport).left).toBe(
      1000 - 200 - 16,
    );
  });
  test('with room on neither side it starts a third of the space above the anchor down', () => {
    const p = placePopup(
      { top: 360, left: 400, width: 100, height: 40 },
      { width: 200, height: 400 },
      viewport,
    );
    expect(p).toEqual({ top: 120, left: 350, side: 'overlap' });
  });
  test('the third-of-the-space rule still keeps the popup on screen', () => {
    const p = placePopup(
      { top: 570, left: 400, width: 100, height: 40 },
      { width: 200, height: 600 },
      viewport,
    );
    expect(p.top).toBe(800 - 16 - 600);
  });
  test('a popup taller than the window scrolls within the margins', () => {
    const p = placePopup(
      { top: 400, left: 400, width: 100, height: 40 },
      { width: 200, height: 2000 },
      viewport,
    );
    expect(p).toEqual({ top: 16, left: 350, maxHeight: 800 - 32, side: 'overlap' });
  });
  test('a tooltip preferring above goes below when there is no room above', () => {
    const p = placePopup(
      { top: 10, left: 400, width: 100, height: 20 },
      { width: 80, height: 30 },
      viewport,
      {
        prefer: 'above',
        gap: 8,
        margin: 8,
      },
    );
    expect(p.side).toBe('below');
    expect(p.top).toBe(38);
  });
});

describe('placeAtPoint (context menu)', () => {
  test('the menu opens at the pointer', () => {
    expect(placeAtPoint({ x: 100, y: 100 }, popup, viewport)).toEqual({ top: 100, left: 100, side: 'below' });
  });
  test('near the right and bottom edges it opens on the other side of the pointer', () => {
    expect(placeAtPoint({ x: 900, y: 700 }, popup, viewport)).toEqual({ top: 400, left: 700, side: 'above' });
  });
  test('it keeps the 16 px context menu margin', () => {
    const p = placeAtPoint({ x: 150, y: 5 }, { width: 200, height: 300 }, { width: 300, height: 800 });
    expect(p.left).toBe(16);
    expect(p.top).toBe(16);
  });
});

describe('placeBeside (nested menu)', () => {
  test('a nested menu opens to the right of its entry, or to the left without room', () => {
    expect(placeBeside({ top: 100, left: 100, width: 200, height: 30 }, popup, viewport).left).toBe(300);
    expect(placeBeside({ top: 100, left: 700, width: 200, height: 30 }, popup, viewport).left).toBe(500);
  });
});
