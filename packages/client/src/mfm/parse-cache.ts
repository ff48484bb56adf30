import * as mfm from 'mfm-js';
import { MFM_NEST_LIMIT } from './render-context.ts';

/** Parsed texts kept: a deck shows one note in several columns, and lists redraw notes as they scroll. */
const CACHE_SIZE = 1000;
const cache = new Map<string, mfm.MfmNode[]>();

/**
 * A text parsed as MFM (`plain`: only what names may hold: emoji and text), the same trees for
 * the same text. The trees are shared, so they are read and never changed.
 */
export function parseMfm(text: string, plain: boolean): mfm.MfmNode[] {
  const key = (plain ? 'p' : 'f') + text;
  const hit = cache.get(key);
  if (hit) {
    // most recently used last
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const nodes = plain ? mfm.parseSimple(text) : mfm.parse(text, { nestLimit: MFM_NEST_LIMIT });
  cache.set(key, nodes);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return nodes;
}
