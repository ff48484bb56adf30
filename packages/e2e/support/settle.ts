import type { Page, Request } from 'playwright-core';

/** What a page waits for before it is drawn: its code, its styles and its data (not images or the stream). */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font']);
const LONGEST_MS = 8_000;

/**
 * Follows the page's requests so that `settled()` can tell when it has drawn what it asked for:
 * nothing it waits for is in flight, no loading indicator shows, and two frames have been drawn
 * since (a request may start another: then it waits again). A page that never settles is taken as
 * it is after eight seconds, as a person would see it.
 */
export function watchRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    if (AWAITED.has(r.resourceType())) inFlight.add(r);
  });
  const done = (r: Request) => inFlight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + LONGEST_MS;
    while (Date.now() < until) {
      if (inFlight.size === 0) {
        const calm = await page
          .evaluate(
            () =>
              new Promise<boolean>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(!document.querySelector('.kumo-loading'))),
                ),
              ),
          )
          .catch(() => false);
        if (calm && inFlight.size === 0) return;
      }
      // polling the condition above, not waiting for nothing
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
}
