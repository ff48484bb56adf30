import { describe, expect, test } from 'vitest';
import { BOX_BUFFER_PX, isVirtualized, virtualBuffer, WINDOW_BUFFER_PX } from './virtual-items.ts';

describe('virtualised lists', () => {
  test('a list the page scrolls draws more beyond the view than one in a box of its own', () => {
    expect(virtualBuffer(false)).toBe(WINDOW_BUFFER_PX);
    expect(virtualBuffer(true)).toBe(BOX_BUFFER_PX);
    expect(BOX_BUFFER_PX).toBeLessThan(WINDOW_BUFFER_PX);
  });

  test('a list virtualised from a length on draws shorter ones whole', () => {
    expect(isVirtualized(40, 39)).toBe(false);
    expect(isVirtualized(40, 40)).toBe(true);
    expect(isVirtualized(true, 1)).toBe(true);
    expect(isVirtualized(false, 1000)).toBe(false);
    expect(isVirtualized(undefined, 1000)).toBe(false);
  });
});
