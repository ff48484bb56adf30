import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium-path.ts';

const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

// Each worker starts its own local instance and Chromium (support/worker.ts); the run only needs the
// built client, and a folder where workers write the time their set-up took (support/timings.ts),
// which the profile reporter reads (and removes) at the end.
export function setup(project: TestProject) {
  if (!existsSync(`${clientDir}/index.html`))
    throw new Error('The client is not built: run `npm run build` first.');
  ensureChromium();
  // one folder for the run (both projects, the files that run side by side and those run alone)
  const timingsDir = path.join(os.tmpdir(), `kumo-e2e-timings-${process.pid}`);
  mkdirSync(timingsDir, { recursive: true });
  process.env.KUMO_E2E_TIMINGS = timingsDir;
  project.provide('timingsDir', timingsDir);
}
