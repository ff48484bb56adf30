import type { ReactNode } from 'react';
import { Z_INDEX_BANDS, type ZBand } from '../constants.ts';

/** One thing the UI host renders above the page: a modal, a window. */
export interface Layer {
  id: number;
  zIndex: number;
  kind: 'modal' | 'window';
  render: (layer: Layer) => ReactNode;
}

const STEP = 10;
const counters: Record<ZBand, number> = { ...Z_INDEX_BANDS };
let layers: readonly Layer[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Spec P2 §9: each layer takes the next z-index of its band, so the latest opened is on top within it. */
export function claimZIndex(band: ZBand): number {
  counters[band] += STEP;
  return counters[band];
}

export function addLayer(kind: Layer['kind'], band: ZBand, render: Layer['render']): number {
  const id = nextId++;
  layers = [...layers, { id, kind, render, zIndex: claimZIndex(band) }];
  emit();
  return id;
}

export function removeLayer(id: number): void {
  if (!layers.some((l) => l.id === id)) return;
  layers = layers.filter((l) => l.id !== id);
  emit();
}

/** Brings a layer to the front of its band (a focused window). */
export function raiseLayer(id: number, band: ZBand): void {
  const layer = layers.find((l) => l.id === id);
  if (!layer || layer.zIndex === counters[band]) return;
  const zIndex = claimZIndex(band);
  layers = layers.map((l) => (l.id === id ? { ...l, zIndex } : l));
  emit();
}

/** True when no other modal is stacked above this one. */
export function isTopModal(id: number): boolean {
  const self = layers.find((l) => l.id === id);
  if (!self) return false;
  return !layers.some((l) => l.kind === 'modal' && l.id !== id && l.zIndex > self.zIndex);
}

export function subscribeLayers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLayers(): readonly Layer[] {
  return layers;
}

/** Drops every layer; for tests, which share the module between cases. */
export function clearLayers(): void {
  layers = [];
  emit();
}
