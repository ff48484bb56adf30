import { describe, expect, test, vi } from 'vitest';
import {
  fitWithin,
  keepResized,
  renameForType,
  resizeForUpload,
  resizeImage,
  resizePlan,
  type CanvasOps,
} from './image-resize.ts';

describe('resize rules (spec P2 §9)', () => {
  test('jpeg and webp become jpeg at 0.85; png stays png at 1.0; svg becomes png', () => {
    expect(resizePlan('image/jpeg', false)).toEqual({ outputType: 'image/jpeg', quality: 0.85 });
    expect(resizePlan('image/webp', false)).toEqual({ outputType: 'image/jpeg', quality: 0.85 });
    expect(resizePlan('image/png', false)).toEqual({ outputType: 'image/png', quality: 1 });
    expect(resizePlan('image/svg+xml', false)).toEqual({ outputType: 'image/png', quality: 1 });
  });

  test('animated images and other types are not resized', () => {
    expect(resizePlan('image/png', true)).toBeNull();
    expect(resizePlan('image/webp', true)).toBeNull();
    expect(resizePlan('image/gif', false)).toBeNull();
    expect(resizePlan('video/mp4', false)).toBeNull();
  });

  test('images fit within 2048 x 2048 keeping their shape, and are never enlarged', () => {
    expect(fitWithin(4096, 1024)).toEqual({ width: 2048, height: 512 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 683, height: 2048 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  test('the resized file is kept only if smaller, or if the source was webp', () => {
    expect(keepResized({ size: 100, type: 'image/png' }, { size: 99 })).toBe(true);
    expect(keepResized({ size: 100, type: 'image/png' }, { size: 100 })).toBe(false);
    expect(keepResized({ size: 100, type: 'image/webp' }, { size: 500 })).toBe(true);
  });

  test('a converted file gets the extension of its new type', () => {
    expect(renameForType('photo.webp', 'image/jpeg')).toBe('photo.jpg');
    expect(renameForType('drawing.svg', 'image/png')).toBe('drawing.png');
    expect(renameForType('noext', 'image/png')).toBe('noext.png');
  });
});

function fakeCanvas(
  width: number,
  height: number,
  outputSize: number,
): CanvasOps & { encode: ReturnType<typeof vi.fn> } {
  return {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource })),
    encode: vi.fn(async (_s, _w, _h, type: string) => new Blob([new Uint8Array(outputSize)], { type })),
  };
}

describe('resizeForUpload', () => {
  test('a large jpeg is drawn at 2048 wide and encoded as jpeg 0.85', async () => {
    const canvas = fakeCanvas(4000, 3000, 10);
    const file = new File([new Uint8Array(100)], 'big.jpeg', { type: 'image/jpeg' });
    const out = await resizeForUpload(file, canvas);
    expect(canvas.encode).toHaveBeenCalledWith(expect.anything(), 2048, 1536, 'image/jpeg', 0.85);
    expect(out).toMatchObject({ name: 'big.jpg', type: 'image/jpeg', size: 10 });
  });

  test('a resized file that is not smaller is thrown away', async () => {
    const file = new File([new Uint8Array(100)], 'a.png', { type: 'image/png' });
    expect(await resizeForUpload(file, fakeCanvas(10, 10, 200))).toBe(file);
  });

  test('a webp is converted even when that makes it bigger', async () => {
    const file = new File([new Uint8Array(100)], 'a.webp', { type: 'image/webp' });
    expect(await resizeForUpload(file, fakeCanvas(10, 10, 200))).toMatchObject({ name: 'a.jpg', size: 200 });
  });

  test('a failure is logged and the original is uploaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas: CanvasOps = {
      decode: async () => {
        throw new Error('cannot decode');
      },
      encode: async () => new Blob(),
    };
    const file = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    expect(await resizeForUpload(file, canvas)).toBe(file);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  test('files that are not resized never touch the canvas', async () => {
    const canvas = fakeCanvas(10, 10, 1);
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    expect(await resizeForUpload(file, canvas)).toBe(file);
    expect(canvas.decode).not.toHaveBeenCalled();
  });
});

describe('the standalone resizer (spec P2 §9)', () => {
  test('with no options draws the image within 800 × 600 as a JPEG at quality 0.5', async () => {
    const canvas = fakeCanvas(4000, 2000, 10);
    const out = await resizeImage(new Blob(['x'], { type: 'image/png' }), undefined, canvas);
    expect(canvas.encode).toHaveBeenCalledWith(expect.anything(), 800, 400, 'image/jpeg', 0.5);
    expect(out.type).toBe('image/jpeg');
  });

  test('a tall image is held to 600 px high, and a small one is never enlarged', async () => {
    const tall = fakeCanvas(1000, 3000, 10);
    await resizeImage(new Blob(['x']), {}, tall);
    expect(tall.encode).toHaveBeenCalledWith(expect.anything(), 200, 600, 'image/jpeg', 0.5);
    const small = fakeCanvas(320, 240, 10);
    await resizeImage(new Blob(['x']), {}, small);
    expect(small.encode).toHaveBeenCalledWith(expect.anything(), 320, 240, 'image/jpeg', 0.5);
  });
});
