import { useSyncExternalStore } from 'react';

/** A small value shared across the app outside React (toasts, open layers, the address…). */
export interface Store<T> {
  get: () => T;
  /** Replaces the value (or derives it from the current one); listeners hear of a change. */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One way to keep such a value: a getter, a setter and listeners, read in components through
 * `useStore`. React's useSyncExternalStore does the subscribing; this only holds the value.
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component, which re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
