import type { ReactNode } from 'react';
import { Z_INDEX_BANDS, type ZBand } from '../constants.ts';
import { createStore } from '../create-store.ts';

/** One thing the UI host renders above the page: a modal, a window. */
export interface Layer {
  id: number;
  zIndex: number;
  kind: 'modal' | 'window';
  render: (layer: Layer) => ReactNode;
}

const STEP = 10;
const counters: Record<ZBand, number> = { ...Z_INDEX_BANDS };
const layers = createStore<readonly Layer[]>([]);
let nextId = 1;

/** Spec P2 §9: each layer takes the next z-index of its band, so the latest opened is on top within it. */
export function claimZIndex(band: ZBand): number {
  counters[band] += STEP;
  return counters[band];
}

export function addLayer(kind: Layer['kind'], band: ZBand, render: Layer['render']): number {
  const id = nextId++;
  layers.set((list) => [...list, { id, kind, render, zIndex: claimZIndex(band) }]);
  return id;
}

export function removeLayer(id: number): void {
  layers.set((list) => (list.some((l) => l.id === id) ? list.filter((l) => l.id !== id) : list));
}

/** Brings a layer to the front of its band (a focused window). */
export function raiseLayer(id: number, band: ZBand): void {
  const layer = layers.get().find((l) => l.id === id);
  if (!layer || layer.zIndex === counters[band]) return;
  const zIndex = claimZIndex(band);
  layers.set((list) => list.map((l) => (l.id === id ? { ...l, zIndex } : l)));
}

/** True when no other modal is stacked above this one. */
export function isTopModal(id: number): boolean {
  const self = layers.get().find((l) => l.id === id);
  if (!self) return false;
  return !layers.get().some((l) => l.kind === 'modal' && l.id !== id && l.zIndex > self.zIndex);
}

export const subscribeLayers = layers.subscribe;
export const getLayers = layers.get;

/** Drops every layer; for tests, which share the module between cases. */
export function clearLayers(): void {
  layers.set([]);
}
