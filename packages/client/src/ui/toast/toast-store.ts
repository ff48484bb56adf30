import { TOAST_MS } from '../constants.ts';
import { createStore } from '../create-store.ts';
import { claimZIndex } from '../host/layer-store.ts';

export interface Toast {
  id: number;
  text: string;
  zIndex: number;
}

const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

/** Shows a short message that hides by itself after 4 s (spec P2 §9); several stack. */
export function toast(text: string): void {
  const id = nextId++;
  toasts.set((list) => [...list, { id, text, zIndex: claimZIndex('high') }]);
  window.setTimeout(() => toasts.set((list) => list.filter((t) => t.id !== id)), TOAST_MS);
}

export const subscribeToasts = toasts.subscribe;
export const getToasts = toasts.get;

/** Drops every toast; for tests. */
export function clearToasts(): void {
  toasts.set([]);
}
