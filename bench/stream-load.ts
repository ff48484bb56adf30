/**
 * Streaming load (issue 4): 50 notes per second for 20 s arrive over the stream into an open home
 * timeline in Chromium. Reports the longest main-thread task (budget: none over 50 ms) and dropped frames;
 * then again while a second process keeps one core busy (issue 15), started and stopped by the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { withBench, type BenchEnv } from './timeline-support.ts';
import { report } from './report.ts';

const RATE_PER_S = 50;
const DURATION_S = 20;
const LONG_TASK_BUDGET_MS = 50;

/** A process spinning on one core for at most `seconds` (killed earlier when the run ends). */
function busyCore(seconds: number): ChildProcess {
  const child = spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) Math.sqrt(Math.random());`],
    { stdio: 'ignore' },
  );
  child.unref();
  return child;
}

export async function streamLoad(): Promise<void> {
  await withBench(async (env) => {
    await measure(env, '');
    const busy = busyCore(DURATION_S + 15);
    try {
      await measure(env, '-busy-core');
    } finally {
      busy.kill();
    }
  });
}

async function measure({ post: postAny, signedInContext }: BenchEnv, suffix: string): Promise<void> {
  const post = (endpoint: string, body: object) =>
    postAny(endpoint, body) as Promise<Record<string, unknown>>;
  // the reader is alice (signed in by signedInContext); bob writes
  const writer = await post('signin-flow', { username: 'bob', password: 'kumo-demo' });

  const context = await signedInContext({ width: 1280, height: 900 });
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[]; __frameGaps: number[] };
    w.__longTasks = [];
    w.__frameGaps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    let last = performance.now();
    const frame = (now: number) => {
      w.__frameGaps.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const page = await context.newPage();
  await page.goto('/secure/timeline');
  await page.bringToFront();
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __frameGaps: number[] };
    w.__longTasks = [];
    w.__frameGaps = [];
  });

  const interval = 1000 / RATE_PER_S;
  const total = RATE_PER_S * DURATION_S;
  const started = Date.now();
  const sends: Array<Promise<unknown>> = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(post('notes/create', { i: writer.i, text: `load note ${n} $[x2 ✨] :kumo: #bench` }));
  }
  await Promise.all(sends);
  await page.waitForTimeout(1500);
  const { longTasks, frameGaps, articles, top } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __frameGaps: number[] };
    return {
      longTasks: w.__longTasks,
      frameGaps: w.__frameGaps,
      articles: document.querySelectorAll('article').length,
      top: document.querySelector('article')?.textContent ?? '',
    };
  });
  // no long task means nothing if the notes never reached the page: the last one sent is on top
  if (!top.includes(`load note ${total - 1} `)) {
    throw new Error(
      `stream-load${suffix}: the last note sent is not on top of the timeline ("${top.slice(0, 80)}")`,
    );
  }
  const frameMs = 1000 / 60;
  const dropped = frameGaps.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / frameMs) - 1), 0);
  report(`stream-longest-task${suffix}`, Math.max(0, ...longTasks), 'ms', LONG_TASK_BUDGET_MS);
  report(`stream-long-tasks${suffix}`, longTasks.length, 'tasks', 0);
  if (frameGaps.length > 0) report(`stream-dropped-frames${suffix}`, dropped, 'frames', null);
  else console.log('stream-dropped-frames: not measured (the headless browser ran no animation frames)');
  report(`stream-notes-drawn${suffix}`, articles, 'notes', null);
  await context.close();
}
