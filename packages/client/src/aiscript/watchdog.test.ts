import { expect, test } from 'vitest';
import { HOT_STEPS, RUNAWAY_SAMPLES, watchStep, type WatchState } from './watchdog.ts';
import { headerVersion, runtimeFor } from './version.ts';

function run(increments: number[]) {
  let state: WatchState = { lastCount: 0, hotRun: 0 };
  let count = 0;
  let runaway = false;
  for (const inc of increments) {
    count += inc;
    const next = watchStep(state, count);
    state = next;
    runaway ||= next.runaway;
  }
  return runaway;
}

test('a program computing without a pause for five seconds is a runaway', () => {
  expect(run(Array(RUNAWAY_SAMPLES).fill(HOT_STEPS * 10))).toBe(true);
  expect(run(Array(RUNAWAY_SAMPLES - 1).fill(HOT_STEPS * 10))).toBe(false);
});

test('one quiet moment starts the count again; a program that waits is never a runaway', () => {
  const hot = Array(RUNAWAY_SAMPLES - 1).fill(HOT_STEPS);
  expect(run([...hot, 10, ...hot])).toBe(false);
  expect(run(Array(400).fill(HOT_STEPS - 1))).toBe(false);
});

test('the header picks the runtime: 1.x for a 1.x header, 0.19 otherwise', () => {
  expect(headerVersion('/// @ 1.0.0\n<: 1')).toBe('1.0.0');
  expect(headerVersion('  ///@0.19.0\n')).toBe('0.19.0');
  expect(headerVersion('<: 1')).toBeNull();
  expect(runtimeFor('/// @ 1.2.1\n<: 1')).toBe('1');
  expect(runtimeFor('/// @ 0.19.0\n<: 1')).toBe('0.19');
  expect(runtimeFor('<: "Hello"')).toBe('0.19');
  expect(runtimeFor('/// @ nonsense\n')).toBe('0.19');
});
