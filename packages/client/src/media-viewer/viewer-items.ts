/** One picture in the full-screen viewer. */
export interface ViewerItem {
  src: string;
  width?: number | null;
  height?: number | null;
  /** The file's description (alt text), shown as the caption. */
  alt: string | null;
  /** Shown while the full picture loads. */
  thumbnail?: string | null;
}

/** Used when a picture's size is unknown and cannot be measured. */
export const FALLBACK_SIZE = { width: 1280, height: 960 } as const;

/** A picture's size in the viewer: its own when known, else what `measure` finds, else a fallback. */
export async function sizeOf(
  item: ViewerItem,
  measure: (src: string) => Promise<{ width: number; height: number }>,
): Promise<{ width: number; height: number }> {
  if (item.width && item.height) return { width: item.width, height: item.height };
  try {
    const found = await measure(item.thumbnail ?? item.src);
    if (found.width > 0 && found.height > 0) return found;
  } catch (err) {
    console.warn('media viewer: could not read the picture size', err);
  }
  return FALLBACK_SIZE;
}

/** Loads a picture just far enough to know its size (spec P2 §8: a decode failure is only logged). */
export function measureImage(src: string, timeoutMs = 4000): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = window.setTimeout(() => reject(new Error('timeout')), timeoutMs);
    img.onload = () => {
      window.clearTimeout(timer);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`could not load ${src}`));
    };
    img.src = src;
  });
}
