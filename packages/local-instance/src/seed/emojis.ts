import sharp from 'sharp';
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import { run } from '../db/statement.ts';

interface EmojiSpec {
  name: string;
  category: string;
  aliases: string[];
  color: string;
  shape: 'cloud' | 'circle' | 'square' | 'heart' | 'star' | 'drop';
  letter: string;
  isSensitive?: boolean;
}

export const DEMO_EMOJIS: EmojiSpec[] = [
  {
    name: 'kumo',
    category: 'kumo',
    aliases: ['cloud', 'kumo'],
    color: '#5b8def',
    shape: 'cloud',
    letter: 'K',
  },
  {
    name: 'kumo_happy',
    category: 'kumo',
    aliases: ['happy', 'cloud_happy'],
    color: '#4fc3a1',
    shape: 'cloud',
    letter: '☺',
  },
  {
    name: 'kumo_rain',
    category: 'kumo',
    aliases: ['rain', 'sad'],
    color: '#7a8aa6',
    shape: 'drop',
    letter: 'R',
  },
  {
    name: 'kumo_sun',
    category: 'kumo',
    aliases: ['sun', 'sunny'],
    color: '#f9a825',
    shape: 'circle',
    letter: 'S',
  },
  {
    name: 'blobsmile',
    category: 'faces',
    aliases: ['smile', 'blob'],
    color: '#ffca28',
    shape: 'circle',
    letter: '^',
  },
  { name: 'blobwink', category: 'faces', aliases: ['wink'], color: '#ffb300', shape: 'circle', letter: ';' },
  {
    name: 'blobcat',
    category: 'faces',
    aliases: ['cat', 'neko'],
    color: '#ff8a65',
    shape: 'square',
    letter: 'ω',
  },
  {
    name: 'thinking_kumo',
    category: 'faces',
    aliases: ['think', 'hmm'],
    color: '#9575cd',
    shape: 'cloud',
    letter: '?',
  },
  {
    name: 'party',
    category: 'faces',
    aliases: ['tada', 'celebrate'],
    color: '#ec407a',
    shape: 'star',
    letter: '!',
  },
  {
    name: 'onigiri',
    category: 'food',
    aliases: ['rice_ball'],
    color: '#37474f',
    shape: 'square',
    letter: 'O',
  },
  { name: 'ramen', category: 'food', aliases: ['noodles'], color: '#ef6c00', shape: 'circle', letter: 'R' },
  {
    name: 'coffee',
    category: 'food',
    aliases: ['cafe', 'kohi'],
    color: '#6d4c41',
    shape: 'square',
    letter: 'C',
  },
  { name: 'cake', category: 'food', aliases: ['birthday'], color: '#f06292', shape: 'square', letter: 'Ck' },
  {
    name: 'spicy',
    category: 'food',
    aliases: ['hot', 'chili'],
    color: '#d32f2f',
    shape: 'drop',
    letter: 'H',
    isSensitive: true,
  },
  {
    name: 'love',
    category: 'signs',
    aliases: ['heart', 'like'],
    color: '#e53935',
    shape: 'heart',
    letter: '',
  },
  {
    name: 'ok',
    category: 'signs',
    aliases: ['check', 'good'],
    color: '#43a047',
    shape: 'circle',
    letter: '✓',
  },
];

function shapeSvg(spec: EmojiSpec): string {
  const c = spec.color;
  switch (spec.shape) {
    case 'cloud':
      return `<g fill="${c}"><circle cx="44" cy="72" r="28"/><circle cx="70" cy="56" r="34"/><circle cx="94" cy="76" r="24"/><rect x="30" y="72" width="76" height="28" rx="14"/></g>`;
    case 'circle':
      return `<circle cx="64" cy="64" r="56" fill="${c}"/>`;
    case 'square':
      return `<rect x="10" y="10" width="108" height="108" rx="24" fill="${c}"/>`;
    case 'heart':
      return `<path d="M64 112 C20 80 8 56 20 34 C32 14 56 16 64 36 C72 16 96 14 108 34 C120 56 108 80 64 112 Z" fill="${c}"/>`;
    case 'star':
      return `<polygon points="64,8 79,46 120,48 88,74 99,114 64,91 29,114 40,74 8,48 49,46" fill="${c}"/>`;
    case 'drop':
      return `<path d="M64 8 C64 8 20 62 20 84 A44 44 0 0 0 108 84 C108 62 64 8 64 8 Z" fill="${c}"/>`;
  }
}

async function renderEmoji(spec: EmojiSpec): Promise<Buffer> {
  const size = spec.letter.length > 1 ? 40 : 52;
  const text = spec.letter
    ? `<text x="64" y="${spec.shape === 'cloud' ? 90 : 82}" font-size="${size}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#ffffff">${spec.letter}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">${shapeSvg(spec)}${text}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}

let renderedEmojis: Promise<Buffer[]> | null = null;

export async function seedEmojis(inst: Instance, createdAt: number): Promise<void> {
  // drawn once per process, as the demo pictures are (images.ts)
  renderedEmojis ??= Promise.all(DEMO_EMOJIS.map(renderEmoji));
  const rendered = await renderedEmojis;
  DEMO_EMOJIS.forEach((spec, i) => {
    const key = `emoji-${spec.name}.webp`;
    inst.files.put(key, rendered[i]!);
    run(
      inst.db,
      'INSERT INTO emojis (id, updatedAt, name, category, aliases, type, fileKey, license, isSensitive, localOnly) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
      genId(createdAt),
      createdAt,
      spec.name,
      spec.category,
      JSON.stringify(spec.aliases),
      'image/webp',
      key,
      'CC0 (generated for the Kumo demo)',
      spec.isSensitive ? 1 : 0,
    );
  });
}
