import { TOAST_MS } from '../constants.ts';
import { claimZIndex } from '../host/layer-store.ts';

export interface Toast {
  id: number;
  text: string;
  zIndex: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a short message that hides by itself after 4 s (spec P2 §9); several stack. */
export function toast(text: string): void {
  const id = nextId++;
  toasts = [...toasts, { id, text, zIndex: claimZIndex('high') }];
  emit();
  window.setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_MS);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Drops every toast; for tests. */
export function clearToasts(): void {
  toasts = [];
  emit();
}
