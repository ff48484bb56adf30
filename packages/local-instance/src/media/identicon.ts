import crypto from 'node:crypto';
import sharp from 'sharp';

/**
 * A 5x5 mirrored identicon on a soft background, as a PNG. Deterministic for a given seed, so every
 * user keeps their face until they upload an avatar.
 */
export async function renderIdenticon(seed: string, size = 128): Promise<Buffer> {
  const hash = crypto.createHash('sha256').update(seed).digest();
  const hue = (hash[0]! * 360) / 256;
  const fg = `hsl(${hue.toFixed(0)}, 62%, 52%)`;
  const bg = `hsl(${((hue + 180) % 360).toFixed(0)}, 40%, 92%)`;
  const cell = size / 6;
  const rects: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((hash[1 + y * 3 + x]! & 1) === 0) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) {
        rects.push(
          `<rect x="${(cell / 2 + cx * cell).toFixed(2)}" y="${(cell / 2 + y * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}" fill="${fg}"/>`,
        );
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${bg}"/>${rects.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
