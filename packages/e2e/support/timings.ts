import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The set-up around the browser tests, timed by stage (browser launch, instance start, sign-in, API
 * set-up…): each worker appends what it measured to a file of its own in the folder global-setup
 * made, and the profile reporter adds them up at the end of the run.
 */
export type Stage =
  | 'instance start'
  | 'browser launch'
  | 'context open'
  | 'sign-in (token)'
  | 'sign-in (form)'
  | 'API set-up'
  | 'axe-core'
  | 'sweep: look switched';

export interface StageRecord {
  stage: Stage;
  ms: number;
  file: string;
}

let current = '';

/** The test file whose set-up is being timed (the setup file tells it before each file). */
export function timingFile(file: string): void {
  current = file;
}

export function recordStage(stage: Stage, ms: number): void {
  const dir = inject('timingsDir');
  if (!dir) return;
  const line: StageRecord = { stage, ms: Math.round(ms), file: current };
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

export async function timed<T>(stage: Stage, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    recordStage(stage, performance.now() - start);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    timingsDir: string;
  }
}
