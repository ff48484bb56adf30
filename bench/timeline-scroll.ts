/**
 * scroll-5000 (issue 5): the local timeline is fed 5,000 notes (made from the demo's, 20 per page as
 * the client asks) and scrolled to the end, which loads every page. Reports the JS heap after a
 * garbage collection (budget 80 MB) and the DOM node count at the start, the middle and the end,
 * which must stay flat because the list is virtualised, and the time to scroll to the end (budget 2 minutes).
 */
import type { CDPSession } from 'playwright-core';
import { report } from './report.ts';
import { pageOf, syntheticNotes, withBench } from './timeline-support.ts';

const COUNT = 5_000;
const HEAP_BUDGET_MB = 80;
/** Issue 15: the 5,000 notes scrolled through in under 2 minutes. */
const TIME_BUDGET_S = 120;

async function sample(cdp: CDPSession): Promise<{ heapMb: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  return { heapMb: heap.usedSize / (1024 * 1024), nodes: dom.nodes };
}

export async function timelineScroll(): Promise<void> {
  await withBench(async (env) => {
    const notes = await syntheticNotes(env, COUNT);
    let served = 0;
    const context = await env.signedInContext();
    await context.route('**/api/notes/local-timeline', (route) => {
      const page = pageOf(notes, route.request().postDataJSON() as { untilId?: string; limit?: number });
      if (page.length > 0) served = Math.max(served, notes.indexOf(page[page.length - 1]!) + 1);
      void route.fulfill({ contentType: 'application/json', body: JSON.stringify(page) });
    });
    const page = await context.newPage();
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: 'Local' }).click();
    await page.locator(`article[data-note-id="${notes[0]!.id}"]`).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    const start = await sample(cdp);
    let middle: { heapMb: number; nodes: number } | null = null;
    const started = Date.now();
    while (served < COUNT || (await page.getByText('You have reached the end.').count()) === 0) {
      const before = served;
      // like a reader holding the End key: the list grows a frame after a page arrives (its notes are
      // drawn and measured then), so one scroll right after an answer can land above the new end
      const until = Date.now() + 3000;
      while (served === before && Date.now() < until) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(50);
      }
      if (middle === null && served >= COUNT / 2) {
        await page.waitForTimeout(300);
        middle = await sample(cdp);
      }
      if (Date.now() - started > 240_000) throw new Error(`only ${served} notes loaded in 4 minutes`);
      if (served === before && served >= COUNT) await page.waitForTimeout(200);
    }
    const loadedSeconds = (Date.now() - started) / 1000;
    await page.waitForTimeout(500);
    // and back up through the list, in screenfuls, to render notes from every part of it
    for (let y = await page.evaluate(() => window.scrollY); y > 0; y -= 20_000) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(30);
    }
    const end = await sample(cdp);
    console.log(
      `scroll-5000: loaded ${served} notes in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `DOM nodes start ${start.nodes}, middle ${middle?.nodes}, end ${end.nodes}; ` +
        `heap start ${start.heapMb.toFixed(1)} MB, middle ${middle?.heapMb.toFixed(1)} MB, end ${end.heapMb.toFixed(1)} MB`,
    );
    report('scroll-5000-time', loadedSeconds, 's', TIME_BUDGET_S);
    report('scroll-5000-heap', Math.max(start.heapMb, middle?.heapMb ?? 0, end.heapMb), 'MB', HEAP_BUDGET_MB);
    report('scroll-5000-dom-nodes-start', start.nodes, 'nodes', null);
    report('scroll-5000-dom-nodes-middle', middle?.nodes ?? NaN, 'nodes', null);
    report('scroll-5000-dom-nodes-end', end.nodes, 'nodes', null);
    await context.close();
  });
}
