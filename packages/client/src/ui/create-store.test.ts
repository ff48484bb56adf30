import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createStore, useStore } from './create-store.ts';

describe('createStore', () => {
  test('listeners hear a change, not a value set to what it already is', () => {
    const store = createStore(1);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(2);
    store.set((n) => n + 1);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    store.set(4);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  test('a component reading the store re-renders with the new value', () => {
    const store = createStore<string[]>([]);
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toEqual([]);
    act(() => store.set((list) => [...list, 'hello']));
    expect(result.current).toEqual(['hello']);
  });
});
