import sharp from 'sharp';
import { analyseImage, type ImageAnalysis } from '../services/drive.ts';

export interface DemoPicture {
  name: string;
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  svg: string;
  comment?: string;
  isSensitive?: boolean;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function stars(w: number, h: number, n: number): string {
  let out = '';
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < n; i++)
    out += `<circle cx="${(rnd() * w).toFixed(1)}" cy="${(rnd() * h * 0.7).toFixed(1)}" r="${(rnd() * 2 + 0.6).toFixed(1)}" fill="#fff" opacity="${(rnd() * 0.6 + 0.4).toFixed(2)}"/>`;
  return out;
}

/** Colourful generated pictures in different aspect ratios, used as demo attachments. */
export const DEMO_PICTURES: DemoPicture[] = [
  {
    name: 'sunset-over-hills.jpg',
    format: 'jpeg',
    width: 1200,
    height: 800,
    comment: 'An orange sunset over rolling purple hills',
    svg: svg(
      1200,
      800,
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1055"/><stop offset="0.55" stop-color="#d7263d"/><stop offset="1" stop-color="#f49d37"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/><circle cx="760" cy="470" r="120" fill="#ffd166"/>
      <path d="M0 560 Q 200 440 420 540 T 820 520 T 1200 500 V 800 H 0 Z" fill="#5e2b7e"/>
      <path d="M0 650 Q 300 560 600 650 T 1200 620 V 800 H 0 Z" fill="#3a1957"/>`,
    ),
  },
  {
    name: 'ocean-waves.png',
    format: 'png',
    width: 800,
    height: 1200,
    svg: svg(
      800,
      1200,
      `<defs><linearGradient id="o" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8e0ff"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs>
      <rect width="800" height="1200" fill="url(#o)"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M0 ${420 + i * 110} Q 100 ${380 + i * 110} 200 ${420 + i * 110} T 400 ${420 + i * 110} T 600 ${420 + i * 110} T 800 ${420 + i * 110}" stroke="#ffffff" stroke-opacity="${0.7 - i * 0.08}" stroke-width="10" fill="none"/>`).join('')}
      <circle cx="600" cy="200" r="70" fill="#fff8e1"/>`,
    ),
  },
  {
    name: 'bubbles.png',
    format: 'png',
    width: 1000,
    height: 1000,
    comment: 'Overlapping translucent circles in teal, pink and yellow',
    svg: svg(
      1000,
      1000,
      `<rect width="1000" height="1000" fill="#1b1b2f"/>
      <circle cx="350" cy="380" r="260" fill="#00b4d8" opacity="0.75"/><circle cx="640" cy="420" r="230" fill="#ff5d8f" opacity="0.7"/>
      <circle cx="500" cy="650" r="210" fill="#ffd60a" opacity="0.65"/><circle cx="800" cy="820" r="90" fill="#80ffdb" opacity="0.8"/>
      <circle cx="160" cy="840" r="60" fill="#c77dff" opacity="0.8"/>`,
    ),
  },
  {
    name: 'panorama-stripes.png',
    format: 'png',
    width: 1600,
    height: 600,
    svg: svg(
      1600,
      600,
      ['#ef476f', '#f78c6b', '#ffd166', '#83d483', '#06d6a0', '#0cb0a9', '#118ab2', '#073b4c']
        .map((c, i) => `<rect x="${i * 200}" y="0" width="200" height="600" fill="${c}"/>`)
        .join('') + '<rect y="420" width="1600" height="180" fill="#000" opacity="0.25"/>',
    ),
  },
  {
    name: 'night-sky.jpg',
    format: 'jpeg',
    width: 1024,
    height: 768,
    svg: svg(
      1024,
      768,
      `<defs><radialGradient id="n" cx="0.7" cy="0.2" r="1"><stop offset="0" stop-color="#3d5a80"/><stop offset="1" stop-color="#0b132b"/></radialGradient></defs>
      <rect width="1024" height="768" fill="url(#n)"/>${stars(1024, 768, 140)}
      <circle cx="780" cy="150" r="60" fill="#f4f1de"/><circle cx="805" cy="135" r="58" fill="#2a3f66"/>
      <path d="M0 640 L 180 520 L 320 610 L 520 470 L 700 600 L 880 500 L 1024 580 V 768 H 0 Z" fill="#050a1a"/>`,
    ),
  },
  {
    name: 'very-spicy-curry.jpg',
    format: 'jpeg',
    width: 900,
    height: 900,
    isSensitive: true,
    comment: 'A bowl of extremely red curry (marked sensitive: too spicy to look at)',
    svg: svg(
      900,
      900,
      `<rect width="900" height="900" fill="#fff3e0"/><ellipse cx="450" cy="500" rx="360" ry="250" fill="#ffffff" stroke="#d7ccc8" stroke-width="12"/>
      <ellipse cx="450" cy="480" rx="300" ry="190" fill="#c62828"/><ellipse cx="380" cy="450" rx="90" ry="55" fill="#fafafa"/>
      ${[0, 1, 2, 3, 4].map((i) => `<path d="M${330 + i * 60} 300 q 20 -40 0 -80 q -20 -40 0 -80" stroke="#bdbdbd" stroke-width="10" fill="none" opacity="0.7"/>`).join('')}`,
    ),
  },
  {
    name: 'grid-pattern.jpg',
    format: 'jpeg',
    width: 700,
    height: 700,
    svg: svg(
      700,
      700,
      Array.from({ length: 49 }, (_, k) => {
        const x = (k % 7) * 100;
        const y = Math.floor(k / 7) * 100;
        const hue = (k * 37) % 360;
        return `<rect x="${x}" y="${y}" width="100" height="100" fill="hsl(${hue},70%,60%)"/><circle cx="${x + 50}" cy="${y + 50}" r="${20 + (k % 3) * 10}" fill="hsl(${(hue + 180) % 360},70%,45%)"/>`;
      }).join(''),
    ),
  },
  {
    name: 'spring-flowers.png',
    format: 'png',
    width: 800,
    height: 1000,
    comment: 'Five pink flowers with yellow centres on a green meadow under a pale blue sky',
    svg: svg(
      800,
      1000,
      `<rect width="800" height="1000" fill="#dff3ff"/><rect y="600" width="800" height="400" fill="#7cb518"/>
      ${[
        [150, 560],
        [320, 640],
        [480, 540],
        [620, 660],
        [260, 780],
      ]
        .map(
          ([x, y]) =>
            `<line x1="${x}" y1="${y}" x2="${x}" y2="${y! + 260}" stroke="#386641" stroke-width="10"/>` +
            [0, 72, 144, 216, 288]
              .map(
                (a) =>
                  `<ellipse cx="${x}" cy="${y! - 45}" rx="28" ry="48" fill="#ff8fab" transform="rotate(${a} ${x} ${y})"/>`,
              )
              .join('') +
            `<circle cx="${x}" cy="${y}" r="26" fill="#ffd60a"/>`,
        )
        .join('')}`,
    ),
  },
];

async function renderPicture(p: DemoPicture): Promise<Buffer> {
  const img = sharp(Buffer.from(p.svg));
  return p.format === 'jpeg'
    ? img.jpeg({ quality: 82 }).toBuffer()
    : img.png({ compressionLevel: 6 }).toBuffer();
}

let rendered: Promise<Array<{ data: Buffer; analysis: ImageAnalysis }>> | null = null;

/**
 * The demo pictures' bytes and what the drive reads from them, in DEMO_PICTURES' order. They never
 * change, so they are made once per process: the unit tests seed a demo instance 35 times, and
 * drawing and analysing eight large pictures was most of a seed's time. (The bytes are shared and
 * never written to.)
 */
export function renderedPictures(): Promise<Array<{ data: Buffer; analysis: ImageAnalysis }>> {
  rendered ??= Promise.all(
    DEMO_PICTURES.map(async (p) => {
      const data = await renderPicture(p);
      return { data, analysis: await analyseImage(data) };
    }),
  );
  return rendered;
}
