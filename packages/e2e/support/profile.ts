/**
 * `npm run test:profile`: builds the client and runs the browser suite, then prints where the time
 * went — the build, every file, and the set-up stages the workers timed (support/profile-reporter.ts).
 * Arguments are passed to vitest (a file name runs only that file).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const started = performance.now();
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const buildMs = Math.round(performance.now() - started);

const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: { ...process.env, KUMO_E2E_PROFILE: '1', KUMO_BUILD_MS: String(buildMs) },
});
process.exit(run.status ?? 1);
