import { isAnimatedImage } from './image-animation.ts';

/** Spec P2 §9: image auto-resize on upload. */
export const RESIZE_MAX_WIDTH = 2048;
export const RESIZE_MAX_HEIGHT = 2048;
export const JPEG_QUALITY = 0.85;
export const PNG_QUALITY = 1.0;

export interface ResizePlan {
  outputType: 'image/jpeg' | 'image/png';
  quality: number;
}

/** What a file is converted to; null when it is uploaded as it is (other types, animations). */
export function resizePlan(type: string, animated: boolean): ResizePlan | null {
  if (animated) return null;
  switch (type) {
    case 'image/jpeg':
    case 'image/webp':
      return { outputType: 'image/jpeg', quality: JPEG_QUALITY };
    case 'image/png':
    case 'image/svg+xml':
      return { outputType: 'image/png', quality: PNG_QUALITY };
    default:
      return null;
  }
}

/** The size that fits within the maximum, keeping the aspect ratio; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = RESIZE_MAX_WIDTH,
  maxHeight = RESIZE_MAX_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The resized file is used only if smaller than the original, or if the source was webp. */
export function keepResized(original: { size: number; type: string }, resized: { size: number }): boolean {
  return original.type === 'image/webp' || resized.size < original.size;
}

/** "photo.webp" + image/jpeg -> "photo.jpg". */
export function renameForType(name: string, type: string): string {
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : null;
  if (!ext) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/** The drawing part, injectable so that the rules can be tested without a browser canvas. */
export interface CanvasOps {
  /** Decodes the image and tells its natural size. */
  decode(
    file: Blob,
  ): Promise<{ width: number; height: number; source: CanvasImageSource; close?: () => void }>;
  /** Draws it at the given size and encodes it. */
  encode(
    source: CanvasImageSource,
    width: number,
    height: number,
    type: string,
    quality: number,
  ): Promise<Blob>;
}

/** The browser's canvas: createImageBitmap (or an <img> for SVG) and an OffscreenCanvas or <canvas>. */
export const browserCanvas: CanvasOps = {
  async decode(file) {
    if (file.type === 'image/svg+xml' || typeof createImageBitmap !== 'function') {
      const url = URL.createObjectURL(file);
      try {
        const img = new Image();
        img.decoding = 'async';
        img.src = url;
        await img.decode();
        return { width: img.naturalWidth || 512, height: img.naturalHeight || 512, source: img };
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    }
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encode(source, width, height, type, quality) {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(source, 0, 0, width, height);
      return canvas.convertToBlob({ type, quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(source, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encoding failed'))), type, quality),
    );
  },
};

/** Spec P2 §9: the standalone resizer's defaults, for a caller that names none. */
export const STANDALONE_RESIZE_QUALITY = 0.5;
export const STANDALONE_RESIZE_MAX_WIDTH = 800;
export const STANDALONE_RESIZE_MAX_HEIGHT = 600;

export interface ResizeOptions {
  quality?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** The encoded type; a JPEG when left out. */
  outputType?: string;
}

/**
 * The standalone resizer: the image drawn within maxWidth × maxHeight (never enlarged) and encoded
 * at `quality`. Its defaults are the spec's (0.5, 800 × 600); the upload path passes its own.
 */
export async function resizeImage(
  file: Blob,
  {
    quality = STANDALONE_RESIZE_QUALITY,
    maxWidth = STANDALONE_RESIZE_MAX_WIDTH,
    maxHeight = STANDALONE_RESIZE_MAX_HEIGHT,
    outputType = 'image/jpeg',
  }: ResizeOptions = {},
  canvas: CanvasOps = browserCanvas,
): Promise<Blob> {
  const image = await canvas.decode(file);
  try {
    const size = fitWithin(image.width, image.height, maxWidth, maxHeight);
    return await canvas.encode(image.source, size.width, size.height, outputType, quality);
  } finally {
    image.close?.();
  }
}

/**
 * Spec P2 §9: returns the file to upload — the resized one when the rules allow and it is worth
 * it, otherwise the original. A failure is logged and the original is uploaded (spec P2 §8).
 */
export async function resizeForUpload(file: File, canvas: CanvasOps = browserCanvas): Promise<File> {
  try {
    const animated = isAnimatedImage(new Uint8Array(await file.arrayBuffer()), file.type);
    const plan = resizePlan(file.type, animated);
    if (!plan) return file;
    const blob = await resizeImage(
      file,
      {
        quality: plan.quality,
        maxWidth: RESIZE_MAX_WIDTH,
        maxHeight: RESIZE_MAX_HEIGHT,
        outputType: plan.outputType,
      },
      canvas,
    );
    if (!keepResized(file, blob)) return file;
    return new File([blob], renameForType(file.name, plan.outputType), {
      type: plan.outputType,
      lastModified: file.lastModified,
    });
  } catch (err) {
    console.error('resize failed; uploading the original', err);
    return file;
  }
}
