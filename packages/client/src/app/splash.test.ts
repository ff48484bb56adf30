import { afterEach, describe, expect, test, vi } from 'vitest';
import { finishStartup, SPLASH_WORKER_WAIT_MS } from './splash.ts';

describe('the end of start-up (spec P1 §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('splash')?.remove();
  });

  function splash(): HTMLElement {
    const el = document.createElement('div');
    el.id = 'splash';
    document.body.append(el);
    return el;
  }

  test('the splash fades only once the service worker is registered and told the language', async () => {
    vi.useFakeTimers();
    const el = splash();
    const seen: string[] = [];
    const done = finishStartup('ja-JP', async (lang) => {
      // registration takes a while (the worker's script is fetched)
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen.push(`sw:${lang}:${el.classList.contains('gone') ? 'faded' : 'shown'}`);
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(el.classList.contains('gone')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(seen).toEqual(['sw:ja-JP:shown']);
    expect(el.classList.contains('gone')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(document.getElementById('splash')).toBeNull();
  });

  test('a registration that hangs or fails does not keep the splash over the page', async () => {
    vi.useFakeTimers();
    const hung = splash();
    const waiting = finishStartup('en-US', () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(SPLASH_WORKER_WAIT_MS - 1);
    expect(hung.classList.contains('gone')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(hung.classList.contains('gone')).toBe(true);
    hung.remove();

    const failed = splash();
    await finishStartup('en-US', () => Promise.reject(new Error('refused')));
    expect(failed.classList.contains('gone')).toBe(true);
  });
});
