import { describe, expect, test } from 'vitest';
import { countGifFrames, isAnimatedImage, isAnimatedWebp, isApng } from './image-animation.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

describe('GIF', () => {
  const header: Array<string | number[]> = ['GIF89a', [1, 0, 1, 0, 0x80, 0, 0], [0, 0, 0, 255, 255, 255]]; // 2-colour global table
  const control = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  const comment = [0x21, 0xfe, 3, 0x2c, 0x2c, 0x2c, 0]; // comment bytes look like image descriptors
  test('one image descriptor is a still image, even with extensions around it', () => {
    const gif = bytes(...header, comment, control, frame, [0x3b]);
    expect(countGifFrames(gif)).toBe(1);
    expect(isAnimatedImage(gif, 'image/gif')).toBe(false);
  });
  test('two image descriptors make an animation', () => {
    const gif = bytes(...header, control, frame, control, frame, [0x3b]);
    expect(countGifFrames(gif)).toBe(2);
    expect(isAnimatedImage(gif, 'image/gif')).toBe(true);
  });
});

describe('PNG', () => {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const chunk = (type: string, data: number[]) => [
    ...u32be(data.length),
    ...bytes(type),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const ihdr = chunk('IHDR', new Array<number>(13).fill(0));
  const actl = chunk('acTL', [...u32be(2), ...u32be(0)]);
  const idat = chunk('IDAT', [1, 2, 3]);
  const iend = chunk('IEND', []);
  test('an acTL chunk before the image data makes an APNG', () => {
    expect(isApng(bytes(sig, ihdr, actl, idat, iend))).toBe(true);
    expect(isAnimatedImage(bytes(sig, ihdr, actl, idat, iend), 'image/png')).toBe(true);
  });
  test('a plain PNG, or acTL after the data, is not animated', () => {
    expect(isApng(bytes(sig, ihdr, idat, iend))).toBe(false);
    expect(isApng(bytes(sig, ihdr, idat, actl, iend))).toBe(false);
    expect(isApng(bytes('not a png at all'))).toBe(false);
  });
});

describe('WebP', () => {
  const riff = (...chunks: number[][]) => {
    const body = chunks.flat();
    return bytes('RIFF', u32le(body.length + 4), 'WEBP', body);
  };
  const chunk = (type: string, data: number[]) => [
    ...bytes(type),
    ...u32le(data.length),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ];
  test('an ANIM chunk or the VP8X animation flag makes an animation', () => {
    expect(
      isAnimatedWebp(riff(chunk('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), chunk('ANIM', [0, 0, 0, 0, 0, 0]))),
    ).toBe(true);
    expect(isAnimatedWebp(riff(chunk('VP8X', [0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0])))).toBe(true);
  });
  test('a still WebP is not', () => {
    expect(isAnimatedWebp(riff(chunk('VP8 ', [1, 2, 3])))).toBe(false);
    expect(isAnimatedImage(riff(chunk('VP8L', [1, 2, 3, 4])), 'image/webp')).toBe(false);
  });
});

test('other types are never animated', () => {
  expect(isAnimatedImage(bytes('GIF89a'), 'image/jpeg')).toBe(false);
});
