import { describe, expect, it } from 'vitest';
import { togglePinned } from './feed-rules.ts';

describe('togglePinned', () => {
  it('adds at the end once, removes, and keeps the newest 32', () => {
    expect(togglePinned(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(togglePinned(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(togglePinned(['a', 'b'], 'a', false)).toEqual(['b']);
    const many = Array.from({ length: 32 }, (_, i) => `c${i}`);
    expect(togglePinned(many, 'new', true)).toEqual([...many.slice(1), 'new']);
  });
});
