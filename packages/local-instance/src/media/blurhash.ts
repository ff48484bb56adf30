// A blurhash encoder (https://blurha.sh, algorithm description), so that drive files carry the
// placeholder the client decodes while images load. Input: raw RGB pixels of a small image.

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function encode83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i++) {
    const digit = Math.floor(value / 83 ** (length - i)) % 83;
    out += BASE83[digit];
  }
  return out;
}

function srgbToLinear(v: number): number {
  const x = v / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
}

function linearToSrgb(v: number): number {
  const x = Math.max(0, Math.min(1, v));
  return x <= 0.0031308
    ? Math.round(x * 12.92 * 255 + 0.5)
    : Math.round((1.055 * x ** (1 / 2.4) - 0.055) * 255 + 0.5);
}

function signPow(v: number, exp: number): number {
  return Math.sign(v) * Math.abs(v) ** exp;
}

export function encodeBlurhash(pixels: Uint8Array, width: number, height: number, cx = 4, cy = 3): string {
  const factors: [number, number, number][] = [];
  for (let j = 0; j < cy; j++) {
    for (let i = 0; i < cx; i++) {
      const norm = i === 0 && j === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const basis = norm * Math.cos((Math.PI * i * x) / width) * Math.cos((Math.PI * j * y) / height);
          const o = 3 * (x + y * width);
          r += basis * srgbToLinear(pixels[o]!);
          g += basis * srgbToLinear(pixels[o + 1]!);
          b += basis * srgbToLinear(pixels[o + 2]!);
        }
      }
      const scale = 1 / (width * height);
      factors.push([r * scale, g * scale, b * scale]);
    }
  }
  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = encode83(cx - 1 + (cy - 1) * 9, 1);
  let maxValue = 1;
  if (ac.length > 0) {
    const actualMax = Math.max(...ac.flatMap((f) => f.map(Math.abs)));
    const quantised = Math.floor(Math.max(0, Math.min(82, Math.floor(actualMax * 166 - 0.5))));
    maxValue = (quantised + 1) / 166;
    hash += encode83(quantised, 1);
  } else {
    hash += encode83(0, 1);
  }
  hash += encode83((linearToSrgb(dc[0]) << 16) + (linearToSrgb(dc[1]) << 8) + linearToSrgb(dc[2]), 4);
  for (const f of ac) {
    const q = (v: number) =>
      Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(v / maxValue, 0.5) * 9 + 9.5))));
    hash += encode83(q(f[0]) * 19 * 19 + q(f[1]) * 19 + q(f[2]), 2);
  }
  return hash;
}
