/**
 * Runaway detection: a program that keeps the interpreter busy without a pause is stopped.
 * The interpreter counts its steps; every `SAMPLE_MS` the count is read, and a sample is hot when the
 * program took at least `HOT_STEPS` steps in it. `RUNAWAY_SAMPLES` hot samples in a row (five
 * seconds of computing without waiting on anything) is a runaway. A program that waits for clicks,
 * timers or the server is never hot for long.
 */
export const SAMPLE_MS = 250;
export const HOT_STEPS = 5000;
export const RUNAWAY_SAMPLES = 20;

export interface WatchState {
  lastCount: number;
  hotRun: number;
}

/** The state after one more sample of the step count; `runaway` once the program has been hot too long. */
export function watchStep(state: WatchState, count: number): WatchState & { runaway: boolean } {
  const hot = count - state.lastCount >= HOT_STEPS;
  const hotRun = hot ? state.hotRun + 1 : 0;
  return { lastCount: count, hotRun, runaway: hotRun >= RUNAWAY_SAMPLES };
}

/** Samples `steps()` until stopped; calls `onRunaway` (once) when the program runs away. */
export function watchInterpreter(steps: () => number, onRunaway: () => void): () => void {
  let state: WatchState = { lastCount: steps(), hotRun: 0 };
  const timer = setInterval(() => {
    const next = watchStep(state, steps());
    state = next;
    if (next.runaway) {
      clearInterval(timer);
      onRunaway();
    }
  }, SAMPLE_MS);
  return () => clearInterval(timer);
}
