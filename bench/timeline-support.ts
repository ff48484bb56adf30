/** Shared set-up for the timeline benchmarks: a demo instance, Chromium and a signed-in page. */
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { entities } from 'misskey-js';
import { startInstance, type RunningInstance } from '../packages/local-instance/src/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_FULL as CHROMIUM } from '../packages/e2e/support/browser.ts';

export interface BenchEnv {
  instance: RunningInstance;
  browser: Browser;
  post: (endpoint: string, body: object) => Promise<unknown>;
  /** A fresh browser context signed in as alice (the stored account, as the client keeps it). */
  signedInContext: (
    viewport?: { width: number; height: number },
    options?: BrowserContextOptions,
  ) => Promise<BrowserContext>;
}

export async function withBench(run: (env: BenchEnv) => Promise<void>): Promise<void> {
  // KUMO_BENCH_CLIENT_DIR measures another build (a before/after comparison)
  const clientDir =
    process.env.KUMO_BENCH_CLIENT_DIR ?? fileURLToPath(new URL('../packages/client/dist', import.meta.url));
  const instance = await startInstance({
    port: 0,
    dataDir: null,
    clientDir,
    seed: 'demo',
    rateLimitFactor: 100_000,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const post = async (endpoint: string, body: object) =>
    (await (
      await fetch(`${instance.url}/api/${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as unknown;
  try {
    const signin = (await post('signin-flow', { username: 'alice', password: 'kumo-demo' })) as { i: string };
    const me = (await post('i', { i: signin.i })) as { id: string; username: string };
    const account = {
      id: me.id,
      token: signin.i,
      username: me.username,
      isAdmin: false,
      isModerator: false,
      notesCount: 0,
    };
    const signedInContext = async (viewport = { width: 1280, height: 900 }, options = {}) => {
      const context = await browser.newContext({ ...options, baseURL: instance.url, viewport });
      await context.addInitScript((a) => localStorage.setItem('account', JSON.stringify(a)), account);
      return context;
    };
    await run({ instance, browser, post, signedInContext });
  } finally {
    await browser.close();
    await instance.close();
  }
}

/**
 * `count` notes, newest first, made from the demo's real notes (MFM, polls, pictures, renotes,
 * reactions) with fresh ids that sort like Misskey's.
 */
export async function syntheticNotes(env: BenchEnv, count: number): Promise<entities.Note[]> {
  const sample = (await env.post('notes/global-timeline', { limit: 100 })) as entities.Note[];
  const base = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const src = sample[i % sample.length]!;
    const id = (base - i * 1000).toString(36).padStart(10, '0') + i.toString(36).padStart(6, '0');
    return { ...src, id, createdAt: new Date(base - i * 1000).toISOString() };
  });
}

/** Answers a timeline endpoint from `notes` with Misskey's untilId/sinceId/limit paging. */
export function pageOf(notes: entities.Note[], body: { untilId?: string; sinceId?: string; limit?: number }) {
  const limit = body.limit ?? 10;
  if (body.sinceId)
    return notes
      .filter((n) => n.id > body.sinceId!)
      .slice(-limit)
      .reverse();
  const start = body.untilId ? notes.findIndex((n) => n.id < body.untilId!) : 0;
  return start < 0 ? [] : notes.slice(start, start + limit);
}

/** The local timeline answers `body` (all its notes) at once, and nothing older or newer. */
export async function serveWholeLocalTimeline(context: BrowserContext, body: string): Promise<void> {
  await context.route('**/api/notes/local-timeline', (route) => {
    const req = route.request().postDataJSON() as { untilId?: string; sinceId?: string };
    void route.fulfill({
      contentType: 'application/json',
      body: req.untilId || req.sinceId ? '[]' : body,
    });
  });
}

/** Notes in every page of `context` when its first note appears (performance.now(), read by firstNoteAt). */
export async function watchFirstNote(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __firstNoteAt?: number };
    new MutationObserver((_, obs) => {
      if (w.__firstNoteAt === undefined && document.querySelector('article[data-note-id]')) {
        w.__firstNoteAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** When the page's first note appeared, in ms from its navigation start (see watchFirstNote). */
export function firstNoteAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __firstNoteAt: number }).__firstNoteAt);
}
