export { BlurhashCanvas } from './BlurhashCanvas.tsx';
export { blurhashCanvasSize, BLURHASH_CANVAS_BASE, MAX_BLURHASH_WORKERS } from './blurhash-size.ts';
export { blurhashPool, BlurhashPool } from './blurhash-pool.ts';
