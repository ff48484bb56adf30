/** Runs every benchmark; exits non-zero only when one could not measure (a figure over budget is reported, not fatal). */
import { firstNoteJs } from './first-note-js.ts';
import { emojiSearch } from './emoji-search.ts';
import { streamLoad } from './stream-load.ts';
import { resizeBench } from './resize.ts';
import { timelineRender } from './timeline-render.ts';
import { noteCost } from './note-cost.ts';
import { timelineScroll } from './timeline-scroll.ts';
import { firstNoteCold } from './first-note-cold.ts';
import { firstNoteRealLatency } from './first-note-real-latency.ts';
import { deckLoad } from './deck-load.ts';

const benches: Array<[string, () => Promise<void>]> = [
  ['first-note-js', firstNoteJs],
  ['emoji-search', emojiSearch],
  ['stream-load', streamLoad],
  ['resize', resizeBench],
  ['render-1000-notes', timelineRender],
  ['note-cost', noteCost],
  ['scroll-5000', timelineScroll],
  ['first-note-visible-cold-4x', firstNoteCold],
  ['first-note-real-latency-cold-4x', firstNoteRealLatency],
  ['deck-load', deckLoad],
];

let failed = 0;
// a bench's stray promise that fails later is its failure, not the end of the run
process.on('unhandledRejection', (err) => {
  failed += 1;
  console.error('a bench could not measure:', err);
});
// `npm run bench -- stream-load` runs only the named benchmarks
const only = process.argv.slice(2);
for (const [name, run] of benches.filter(([n]) => only.length === 0 || only.includes(n))) {
  try {
    await run();
  } catch (err) {
    failed += 1;
    console.error(`bench ${name} could not measure:`, err);
  }
}
process.exit(failed > 0 ? 1 : 0);
