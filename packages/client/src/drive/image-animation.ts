/**
 * Spec P2 §9: animated GIF, PNG and WebP images are uploaded untouched. Whether an image is
 * animated is read from its bytes: a GIF with more than one image descriptor, a PNG with an acTL
 * chunk before its image data (APNG), a WebP with an ANIM chunk (or the animation flag of VP8X).
 */

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** Skips GIF data sub-blocks starting at `at`; returns the position after the terminator. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return i;
}

export function countGifFrames(bytes: Uint8Array, stopAfter = 2): number {
  if (bytes.length < 13 || !ascii(bytes, 0, 3).startsWith('GIF')) return 0;
  let i = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) i += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  while (i < bytes.length) {
    const block = bytes[i]!;
    if (block === 0x2c) {
      frames += 1;
      if (frames >= stopAfter) return frames;
      const local = bytes[i + 9] ?? 0;
      i += 10;
      if (local & 0x80) i += 3 * 2 ** ((local & 0x07) + 1);
      i += 1; // LZW minimum code size
      i = skipSubBlocks(bytes, i);
    } else if (block === 0x21) {
      i = skipSubBlocks(bytes, i + 2);
    } else {
      break; // 0x3b trailer, or damage
    }
  }
  return frames;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isApng(bytes: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 8;
  while (i + 8 <= bytes.length) {
    const length = view.getUint32(i);
    const type = ascii(bytes, i + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    i += 12 + length;
  }
  return false;
}

export function isAnimatedWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 12;
  while (i + 8 <= bytes.length) {
    const type = ascii(bytes, i, 4);
    const size = view.getUint32(i + 4, true);
    if (type === 'ANIM' || type === 'ANMF') return true;
    if (type === 'VP8X' && ((bytes[i + 8] ?? 0) & 0x02) !== 0) return true;
    i += 8 + size + (size % 2);
  }
  return false;
}

export function isAnimatedImage(bytes: Uint8Array, type: string): boolean {
  switch (type) {
    case 'image/gif':
      return countGifFrames(bytes) > 1;
    case 'image/png':
    case 'image/apng':
      return isApng(bytes);
    case 'image/webp':
      return isAnimatedWebp(bytes);
    default:
      return false;
  }
}
