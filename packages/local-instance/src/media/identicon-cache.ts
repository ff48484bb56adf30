import { renderIdenticon } from './identicon.ts';

/** Identicons kept in memory (about 1 kB each): the faces on screen, not every seed ever asked for. */
export const IDENTICON_CACHE_LIMIT = 1_000;

/**
 * Identicons by seed, the least recently served dropped past `limit`. Anyone may ask for
 * `/identicon/<anything>`, so a cache of every seed asked for grew for as long as someone asked.
 * A face being drawn is kept as its promise, so asking twice at once draws it once.
 */
export function createIdenticonCache(limit = IDENTICON_CACHE_LIMIT, render = renderIdenticon) {
  const kept = new Map<string, Promise<Buffer>>();
  const draw = (seed: string) => {
    const png = render(seed);
    // a face that could not be drawn is not kept: the next request tries again
    png.catch(() => {
      if (kept.get(seed) === png) kept.delete(seed);
    });
    return png;
  };
  return {
    get(seed: string): Promise<Buffer> {
      const png = kept.get(seed) ?? draw(seed);
      // a Map keeps insertion order: set again, the face is the most recent
      kept.delete(seed);
      kept.set(seed, png);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return png;
    },
    get size(): number {
      return kept.size;
    },
  };
}
