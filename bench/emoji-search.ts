/**
 * Emoji search per keystroke (spec P2 §5): the Unicode list plus 5,000 generated custom emoji, several words
 * typed one key at a time with the incremental searcher the picker and autocomplete use. Reports the median and
 * the 95th percentile of one keystroke's search. Budget: p95 within 2 ms.
 */
import { performance } from 'node:perf_hooks';
import type { CustomEmoji } from '../packages/client/src/emoji/custom-emoji.ts';
import { buildEmojiIndex, createEmojiSearcher } from '../packages/client/src/emoji/emoji-search.ts';
import { loadUnicodeEmojis } from '../packages/client/src/emoji/unicode-emoji.ts';
import { report } from './report.ts';

const CUSTOM_COUNT = 5_000;
const P95_BUDGET_MS = 2;
const ROUNDS = 20;
const TYPED = [
  'blobcat',
  'party',
  'thumbs',
  'heart eyes',
  'face',
  ':kumo_',
  'sparkle',
  'cat love',
  'flag jp',
  'xyz',
];

const PARTS = [
  'blob',
  'cat',
  'party',
  'kumo',
  'neko',
  'fox',
  'sparkle',
  'dance',
  'wave',
  'heart',
  'sad',
  'ok',
];

function generatedCustomEmoji(): CustomEmoji[] {
  return Array.from({ length: CUSTOM_COUNT }, (_, i) => {
    const a = PARTS[i % PARTS.length]!;
    const b = PARTS[(i * 7 + 3) % PARTS.length]!;
    return {
      name: `${a}_${b}_${i}`,
      aliases: [b, `${a}${b}`, PARTS[(i * 5 + 1) % PARTS.length]!],
      category: `pack${i % 40}`,
      url: `https://example.test/emoji/${i}.webp`,
      ...(i % 50 === 0 ? { roleIdsThatCanBeUsedThisEmojiAsReaction: ['vip'] } : {}),
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function emojiSearch(): Promise<void> {
  const unicode = await loadUnicodeEmojis();
  const index = buildEmojiIndex(unicode, generatedCustomEmoji(), ['member']);
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const word of TYPED) {
      const search = createEmojiSearcher(index);
      for (let n = 1; n <= word.length; n += 1) {
        const start = performance.now();
        search(word.slice(0, n));
        const elapsed = performance.now() - start;
        if (round > 0) timings.push(elapsed); // the first round warms the JIT up
      }
    }
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  report('emoji-search-p50', Number(p50.toFixed(3)), 'ms', null);
  report('emoji-search-p95', Number(p95.toFixed(3)), 'ms', P95_BUDGET_MS);
}

if (import.meta.url === `file://${process.argv[1]}`) await emojiSearch();
