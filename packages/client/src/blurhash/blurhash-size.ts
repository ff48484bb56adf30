/** Spec P2 §9: blurhash pictures are decoded to a canvas based on 64 px, by up to 4 workers. */
export const BLURHASH_CANVAS_BASE = 64;
export const MAX_BLURHASH_WORKERS = 4;

/**
 * The canvas a blurhash is decoded to: the longer side is 64 px and the other keeps the picture's
 * proportions (at least 1 px); 64 × 64 when the picture's size is unknown. The canvas is then
 * stretched by CSS — a blurhash has no detail to lose.
 */
export function blurhashCanvasSize(
  width?: number | null,
  height?: number | null,
): { width: number; height: number } {
  if (!width || !height || width <= 0 || height <= 0)
    return { width: BLURHASH_CANVAS_BASE, height: BLURHASH_CANVAS_BASE };
  if (width >= height) {
    return {
      width: BLURHASH_CANVAS_BASE,
      height: Math.max(1, Math.round((BLURHASH_CANVAS_BASE * height) / width)),
    };
  }
  return {
    width: Math.max(1, Math.round((BLURHASH_CANVAS_BASE * width) / height)),
    height: BLURHASH_CANVAS_BASE,
  };
}

/** How many workers the pool may start: 4 at most, never more than the device has cores. */
export function workerCount(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(MAX_BLURHASH_WORKERS, hardwareConcurrency ?? MAX_BLURHASH_WORKERS));
}
