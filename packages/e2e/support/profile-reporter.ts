import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { StageRecord } from './timings.ts';

/**
 * Where the browser suite's time goes, printed after the run: each file's time (its tests and hooks,
 * and importing it), the set-up stages the workers timed (support/timings.ts), and how many tests
 * were retried. `npm run test:profile` lists every file; a plain run the ten slowest.
 */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function readStages(dir: string | undefined): StageRecord[] {
  if (!dir) return [];
  try {
    const lines = readdirSync(dir).flatMap((name) =>
      readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean),
    );
    return lines.map((line) => JSON.parse(line) as StageRecord);
  } catch {
    return [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default class ProfileReporter implements Reporter {
  private started = 0;

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const wall = performance.now() - this.started;
    const files = modules
      .map((m) => {
        const d = m.diagnostic();
        const tests = [...m.children.allTests()];
        return {
          name: path.basename(m.moduleId),
          ms: d.duration + d.collectDuration + d.setupDuration,
          tests: tests.length,
          retries: tests.reduce((n, t) => n + (t.diagnostic()?.retryCount ?? 0), 0),
        };
      })
      .sort((a, b) => b.ms - a.ms);
    const all = process.env.KUMO_E2E_PROFILE === '1';
    const out: string[] = ['', `Browser suite: ${files.length} files, ${seconds(wall)} wall time`];
    out.push(all ? 'Every file (tests, hooks and import):' : 'The ten slowest files:');
    for (const f of all ? files : files.slice(0, 10))
      out.push(`  ${seconds(f.ms).padStart(8)}  ${f.name} (${f.tests} tests)`);

    const totals = new Map<string, { ms: number; n: number }>();
    for (const r of readStages(process.env.KUMO_E2E_TIMINGS)) {
      const t = totals.get(r.stage) ?? { ms: 0, n: 0 };
      totals.set(r.stage, { ms: t.ms + r.ms, n: t.n + 1 });
    }
    if (totals.size > 0) {
      out.push('Set-up and checks, summed over the workers:');
      for (const [stage, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms))
        out.push(`  ${seconds(t.ms).padStart(8)}  ${stage} (${t.n}×, ${Math.round(t.ms / t.n)} ms each)`);
    }
    if (process.env.KUMO_BUILD_MS) out.push(`Client build: ${seconds(Number(process.env.KUMO_BUILD_MS))}`);
    out.push(`Retries: ${files.reduce((n, f) => n + f.retries, 0)}`);
    console.log(out.join('\n'));
  }
}
