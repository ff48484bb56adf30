import { useEffect, useRef } from 'react';
import { blurhashPool } from './blurhash-pool.ts';
import { blurhashCanvasSize } from './blurhash-size.ts';

interface BlurhashCanvasProps {
  hash: string;
  /** The picture's size, for the canvas's proportions. */
  width?: number | null;
  height?: number | null;
  className?: string;
}

/**
 * A blurhash drawn on a small canvas (64 px on its longer side) that CSS stretches over its box.
 * Decoding happens in the worker pool; a failure is only logged (spec P2 §8).
 */
export function BlurhashCanvas({ hash, width, height, className }: BlurhashCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const size = blurhashCanvasSize(width, height);
  useEffect(() => {
    let live = true;
    blurhashPool()
      .decode(hash, size.width, size.height)
      .then((pixels) => {
        const ctx = live ? ref.current?.getContext('2d') : null;
        if (!ctx) return;
        const image = ctx.createImageData(size.width, size.height);
        image.data.set(pixels);
        ctx.putImageData(image, 0, 0);
      })
      .catch((err: unknown) => console.warn('blurhash: could not draw', hash, err));
    return () => {
      live = false;
    };
  }, [hash, size.width, size.height]);
  return (
    <canvas ref={ref} className={className} width={size.width} height={size.height} aria-hidden="true" />
  );
}
