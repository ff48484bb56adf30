/** Runs every benchmark; exits non-zero only when one could not measure (a figure over budget is reported, not fatal). */
import { firstNoteJs } from './first-note-js.ts';

const benches: Array<[string, () => Promise<void>]> = [['first-note-js', firstNoteJs]];

let failed = 0;
for (const [name, run] of benches) {
  try {
    await run();
  } catch (err) {
    failed += 1;
    console.error(`bench ${name} could not measure:`, err);
  }
}
process.exit(failed > 0 ? 1 : 0);
