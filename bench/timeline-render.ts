/**
 * render-1000-notes (issue 5): the local timeline's first answer holds 1,000 notes with mixed MFM
 * (made from the demo's notes); switching to the tab renders them. Reports the main thread's
 * scripting time for the switch (CDP Performance.getMetrics ScriptDuration, so layout and paint are
 * not counted) until the page is idle again. Budget 300 ms.
 */
import type { CDPSession } from 'playwright-core';
import { report } from './report.ts';
import { serveWholeLocalTimeline, syntheticNotes, withBench } from './timeline-support.ts';

const COUNT = 1_000;
const BUDGET_MS = 300;
const RUNS = 3;

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return metrics.find((m) => m.name === 'ScriptDuration')!.value;
}

export async function timelineRender(): Promise<void> {
  await withBench(async (env) => {
    const notes = await syntheticNotes(env, COUNT);
    const body = JSON.stringify(notes);
    const results: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await env.signedInContext();
      await serveWholeLocalTimeline(context, body);
      const page = await context.newPage();
      await page.goto('/secure/timeline');
      await page.getByRole('article').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const before = await scriptSeconds(cdp);
      await page.getByRole('tab', { name: 'Local' }).click();
      await page.locator(`article[data-note-id="${notes[0]!.id}"]`).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1000);
      results.push((await scriptSeconds(cdp)) - before);
      const inPage = await page.locator('article').count();
      if (run === 0)
        console.log(`render-1000-notes: ${inPage} of ${COUNT} notes are in the page (virtualised)`);
      await context.close();
    }
    results.sort((a, b) => a - b);
    report('render-1000-notes', results[Math.floor(RUNS / 2)]! * 1000, 'ms', BUDGET_MS);
  });
}
