/** Arrivals within this long of the first are drawn together (ms). */
export const STREAM_GATHER_MS = 100;
/**
 * A live list draws arrivals at most once in this long (ms) for each list drawing on the page, up to
 * STREAM_MAX_GAP_MS: one busy timeline redraws often with a few notes each time (each draw stays
 * short), a deck of five busy columns each about once a second (the page's total work stays low).
 */
export const STREAM_GAP_PER_LIST_MS = 150;
export const STREAM_MAX_GAP_MS = 1000;
/** A list that drew within this long counts as drawing on the page (ms). */
const LIVE_WINDOW_MS = 3000;
/** A hidden tab's lists are still kept current, less eagerly (ms). */
const HIDDEN_GATHER_MS = 250;
/** A list due to draw waits at most this long for the page to be idle (ms). */
const IDLE_WAIT_MS = 500;
/**
 * How many arrivals one draw puts in a list: drawing a note costs several milliseconds on a slow
 * machine, so a backlog is drawn a few at a time, one task each (no task over 50 ms)…
 */
export const STREAM_DRAW_CHUNK = 2;
/**
 * …unless it is larger than this many draws' worth: then a part of it is drawn each time, so a list
 * whose arrivals outpace its turns falls behind by a few draws at most, never by minutes.
 */
export const STREAM_BACKLOG_DRAWS = 4;

/** Takes the oldest arrivals that one draw puts in out of `pending`, leaving the rest for the next. */
export function takeDrawChunk<T>(pending: T[]): T[] {
  return pending.splice(0, Math.max(STREAM_DRAW_CHUNK, Math.ceil(pending.length / STREAM_BACKLOG_DRAWS)));
}

/** The least time between two draws of one list while `liveLists` lists draw on the page. */
export function drawGap(liveLists: number): number {
  return Math.min(STREAM_MAX_GAP_MS, STREAM_GAP_PER_LIST_MS * Math.max(1, liveLists));
}

/**
 * How long arrivals wait before they are drawn: a short gather (a burst is drawn once), and at least
 * `gap` after the list last drew.
 */
export function nextDrawDelay(now: number, lastDraw: number, hidden: boolean, gap: number): number {
  const gather = hidden ? HIDDEN_GATHER_MS : STREAM_GATHER_MS;
  return Math.max(gather, lastDraw + gap - now);
}

/** Draws what arrived for a list; true when some is left for the next draw. */
export type StreamDraw = () => boolean | void;

interface ListState {
  draw: StreamDraw | null;
  lastDraw: number;
}

const lists = new WeakMap<object, ListState>();
/** When each list that drew lately last drew (pruned as they go quiet). */
const recent = new Map<ListState, number>();

function liveListCount(now: number): number {
  for (const [list, at] of recent) if (now - at > LIVE_WINDOW_MS) recent.delete(list);
  return recent.size;
}
/** Lists whose arrivals are due, drawn one at a time. */
const due: ListState[] = [];
let pumping = false;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: IDLE_WAIT_MS })
    : setTimeout(task, 0);

function drawNext(): void {
  const list = due.shift();
  if (!list) {
    pumping = false;
    return;
  }
  const draw = list.draw;
  list.draw = null;
  list.lastDraw = performance.now();
  recent.set(list, list.lastDraw);
  let more: boolean | void = false;
  try {
    more = draw?.();
  } catch (err) {
    console.error('a live list could not draw its arrivals', err);
  }
  // what is left is drawn once the page is idle again, after the other lists already due
  if (more && draw) {
    list.draw ??= draw;
    due.push(list);
  }
  // the next list draws once this one's render is done and the page is idle again
  whenIdle(drawNext);
}

function makeDue(list: ListState): void {
  due.push(list);
  if (pumping) return;
  pumping = true;
  drawNext();
}

/**
 * The page's clock for live lists (timelines, deck columns, notifications): `list` names a list and
 * `draw` draws what arrived for it (its latest `draw` runs, once). A list draws at most once a
 * `drawGap`, and lists due at the same time draw one after another, each once the page is
 * idle again: each draw is a render of its own, one task, and no two lists' draws pile into one.
 * A draw that returns true drew part of a backlog (see takeDrawChunk): the list stays due.
 */
export function scheduleStreamDraw(list: object, draw: StreamDraw): void {
  const state = lists.get(list) ?? { draw: null, lastDraw: -Infinity };
  lists.set(list, state);
  const queued = state.draw !== null;
  state.draw = draw;
  if (queued) return;
  const now = performance.now();
  const gap = drawGap(liveListCount(now));
  setTimeout(() => makeDue(state), nextDrawDelay(now, state.lastDraw, document.hidden, gap));
}
