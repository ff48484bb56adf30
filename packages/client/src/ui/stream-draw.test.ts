import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  drawGap,
  nextDrawDelay,
  scheduleStreamDraw,
  STREAM_GAP_PER_LIST_MS,
  STREAM_GATHER_MS,
  STREAM_BACKLOG_DRAWS,
  STREAM_DRAW_CHUNK,
  STREAM_MAX_GAP_MS,
  takeDrawChunk,
} from './stream-draw.ts';

describe('when live lists draw their arrivals', () => {
  afterEach(() => vi.useRealTimers());

  test('the more lists draw on the page, the longer each waits between draws, up to a second', () => {
    expect(drawGap(0)).toBe(STREAM_GAP_PER_LIST_MS);
    expect(drawGap(1)).toBe(STREAM_GAP_PER_LIST_MS);
    expect(drawGap(3)).toBe(3 * STREAM_GAP_PER_LIST_MS);
    expect(drawGap(50)).toBe(STREAM_MAX_GAP_MS);
  });

  test('a note on a quiet list is drawn after the short gather; a busy one waits for the gap', () => {
    expect(nextDrawDelay(10_000, -Infinity, false, 1000)).toBe(STREAM_GATHER_MS);
    expect(nextDrawDelay(10_000, 8_000, false, 1000)).toBe(STREAM_GATHER_MS);
    expect(nextDrawDelay(10_300, 10_000, false, 1000)).toBe(700);
    // never sooner than the gather, even right at the end of the gap
    expect(nextDrawDelay(10_950, 10_000, false, 1000)).toBe(STREAM_GATHER_MS);
    expect(nextDrawDelay(10_000, -Infinity, true, 1000)).toBeGreaterThan(STREAM_GATHER_MS);
  });

  test('each list draws once with its latest arrivals, one list after another, then waits for the gap', () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    const home = {};
    const local = {};
    scheduleStreamDraw(home, () => void drawn.push('home 1'));
    scheduleStreamDraw(local, () => void drawn.push('local 1'));
    scheduleStreamDraw(home, () => void drawn.push('home 1+2'));
    vi.advanceTimersByTime(STREAM_GATHER_MS - 1);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    // the first due list draws at once, the next when the page is idle again
    expect(drawn).toEqual(['home 1+2']);
    vi.advanceTimersByTime(50);
    expect(drawn).toEqual(['home 1+2', 'local 1']);

    // two lists draw on the page now: the next draw of one waits twice the gap of a lone list
    scheduleStreamDraw(local, () => void drawn.push('local 2'));
    vi.advanceTimersByTime(2 * STREAM_GAP_PER_LIST_MS - 100);
    expect(drawn).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(drawn).toEqual(['home 1+2', 'local 1', 'local 2']);
  });

  test('a backlog is drawn a few at a time, oldest first, taking turns with the other lists, without waiting for the gap', () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    const pending = Array.from({ length: 2 * STREAM_DRAW_CHUNK + 1 }, (_, i) => `home ${i}`);
    const drawHome = () => {
      drawn.push(takeDrawChunk(pending).join('+'));
      return pending.length > 0;
    };
    scheduleStreamDraw(pending, drawHome);
    scheduleStreamDraw({}, () => void drawn.push('local'));
    vi.advanceTimersByTime(STREAM_GATHER_MS);
    expect(drawn).toEqual(['home 0+home 1']);
    // each next draw waits for the page to be idle again; the lists due take turns
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['home 0+home 1', 'home 2+home 3', 'local']);
    // a note arriving meanwhile joins the backlog (no draw of its own)
    pending.push('home 5');
    scheduleStreamDraw(pending, drawHome);
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['home 0+home 1', 'home 2+home 3', 'local', 'home 4+home 5']);
    vi.advanceTimersByTime(STREAM_MAX_GAP_MS * 5);
    expect(drawn).toHaveLength(4);
  });

  test('a backlog larger than a few draws is drawn in parts that grow with it, so the list never falls far behind', () => {
    const backlog = Array.from({ length: 40 }, (_, i) => i);
    expect(takeDrawChunk(backlog)).toHaveLength(40 / STREAM_BACKLOG_DRAWS);
    expect(backlog[0]).toBe(10);
    const small = [1, 2, 3];
    expect(takeDrawChunk(small)).toEqual([1, 2].slice(0, STREAM_DRAW_CHUNK));
  });

  test('a list that fails to draw does not keep the others from drawing', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drawn: string[] = [];
    scheduleStreamDraw({}, () => {
      throw new Error('broken');
    });
    scheduleStreamDraw({}, () => void drawn.push('fine'));
    vi.advanceTimersByTime(STREAM_MAX_GAP_MS * 5);
    expect(drawn).toEqual(['fine']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
