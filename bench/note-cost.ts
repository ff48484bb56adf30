/**
 * note-cost: what one note costs to draw. The local timeline's first answer holds 1,000 notes (as in
 * render-1000-notes); the page is then scrolled to their end, 600 px every 16 ms, so the virtualised list
 * mounts notes as they come into view. Reports the main thread's script, style and layout time per
 * mounted note (CDP Performance metrics over the scroll, divided by the notes mounted), median of 3.
 * No budget: a figure to follow, which sees the style and layout that render-1000-notes leaves out.
 */
import type { CDPSession } from 'playwright-core';
import { report } from './report.ts';
import { serveWholeLocalTimeline, syntheticNotes, withBench } from './timeline-support.ts';

const COUNT = 1_000;
const RUNS = 3;
const STEP_PX = 600;

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export async function noteCost(): Promise<void> {
  await withBench(async (env) => {
    const notes = await syntheticNotes(env, COUNT);
    const body = JSON.stringify(notes);
    const perNote: Record<'script' | 'style' | 'layout', number[]> = { script: [], style: [], layout: [] };
    for (let run = 0; run < RUNS; run++) {
      const context = await env.signedInContext();
      await serveWholeLocalTimeline(context, body);
      const page = await context.newPage();
      await page.goto('/secure/timeline');
      await page.getByRole('tab', { name: 'Local' }).click();
      await page.locator(`article[data-note-id="${notes[0]!.id}"]`).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      await page.evaluate(() => {
        const w = window as unknown as { __mounted: number };
        w.__mounted = 0;
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of Array.from(r.addedNodes))
              if (n instanceof Element)
                w.__mounted +=
                  (n.matches('article[data-note-id]') ? 1 : 0) +
                  n.querySelectorAll('article[data-note-id]').length;
        }).observe(document.body, { childList: true, subtree: true });
      });
      const before = await metrics(cdp);
      // (no named functions inside: the bench's compiler would wrap them in a helper the page lacks)
      await page.evaluate(async (step) => {
        for (;;) {
          if (scrollY >= document.documentElement.scrollHeight - innerHeight - 1) return;
          scrollBy(0, step);
          // a frame apart (timers: a headless page may run no animation frames)
          await new Promise((next) => setTimeout(next, 16));
        }
      }, STEP_PX);
      await page.waitForTimeout(1000);
      const after = await metrics(cdp);
      const mounted = await page.evaluate(() => (window as unknown as { __mounted: number }).__mounted);
      const per = (key: string) => ((after[key]! - before[key]!) * 1000) / mounted;
      perNote.script.push(per('ScriptDuration'));
      perNote.style.push(per('RecalcStyleDuration'));
      perNote.layout.push(per('LayoutDuration'));
      if (run === 0) console.log(`note-cost: ${mounted} notes mounted while scrolling ${COUNT}`);
      await context.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    report('note-cost-script', median(perNote.script), 'ms', null);
    report('note-cost-style', median(perNote.style), 'ms', null);
    report('note-cost-layout', median(perNote.layout), 'ms', null);
  });
}
