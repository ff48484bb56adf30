import { afterEach, describe, expect, test, vi } from 'vitest';
import { nextDrawDelay, scheduleStreamDraw, STREAM_GATHER_MS, STREAM_MIN_GAP_MS } from './stream-draw.ts';

describe('when live lists draw their arrivals', () => {
  afterEach(() => vi.useRealTimers());

  test('a note on a quiet page is drawn after the short gather', () => {
    expect(nextDrawDelay(10_000, -Infinity, false)).toBe(STREAM_GATHER_MS);
    expect(nextDrawDelay(10_000, 10_000 - STREAM_MIN_GAP_MS - 1, false)).toBe(STREAM_GATHER_MS);
  });

  test('on a busy stream the next draw waits for the gap since the last one', () => {
    expect(nextDrawDelay(10_300, 10_000, false)).toBe(STREAM_MIN_GAP_MS - 300);
    // never sooner than the gather, even right at the end of the gap
    expect(nextDrawDelay(10_950, 10_000, false)).toBe(STREAM_GATHER_MS);
    expect(nextDrawDelay(10_000, -Infinity, true)).toBeGreaterThan(STREAM_GATHER_MS);
  });

  test('each list draws once with its latest arrivals, one list after another, then waits for the gap', () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    const home = {};
    const local = {};
    scheduleStreamDraw(home, () => drawn.push('home 1'));
    scheduleStreamDraw(local, () => drawn.push('local 1'));
    scheduleStreamDraw(home, () => drawn.push('home 1+2'));
    vi.advanceTimersByTime(STREAM_GATHER_MS - 1);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    // the first due list draws at once, the next when the page is idle again
    expect(drawn).toEqual(['home 1+2']);
    vi.advanceTimersByTime(50);
    expect(drawn).toEqual(['home 1+2', 'local 1']);

    scheduleStreamDraw(local, () => drawn.push('local 2'));
    vi.advanceTimersByTime(STREAM_MIN_GAP_MS - 200);
    expect(drawn).toHaveLength(2);
    vi.advanceTimersByTime(300);
    expect(drawn).toEqual(['home 1+2', 'local 1', 'local 2']);
  });

  test('a list that fails to draw does not keep the others from drawing', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drawn: string[] = [];
    scheduleStreamDraw({}, () => {
      throw new Error('broken');
    });
    scheduleStreamDraw({}, () => drawn.push('fine'));
    vi.advanceTimersByTime(STREAM_MIN_GAP_MS * 5);
    expect(drawn).toEqual(['fine']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
