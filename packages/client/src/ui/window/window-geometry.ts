import { WINDOW_DOUBLE_CLICK_MS, WINDOW_MIN_HEIGHT, WINDOW_MIN_WIDTH } from '../constants.ts';

export interface WindowRect {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface Viewport {
  width: number;
  height: number;
}
export type WindowEdge =
  'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type WindowMode = 'normal' | 'maximized' | 'minimized';

export const WINDOW_EDGES: readonly WindowEdge[] = [
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
];

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** Spec P2 §9: a window is at least 250 wide and 50 high. */
export function clampWindowSize(size: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.max(WINDOW_MIN_WIDTH, size.width), height: Math.max(WINDOW_MIN_HEIGHT, size.height) };
}

/** One axis of a resize: the dragged side moves, the other stays; the size never drops below `min`. */
function resizeAxis(
  start: number,
  size: number,
  delta: number,
  fromStart: boolean,
  min: number,
  limit: number,
) {
  const end = start + size;
  if (fromStart) {
    const next = clamp(start + delta, 0, end - min);
    return { pos: next, size: end - next };
  }
  return { pos: start, size: clamp(size + delta, min, Math.max(min, limit - start)) };
}

/**
 * The window's rectangle after dragging `edge` by (dx, dy) from `start`: the opposite edges stay put,
 * the size stays at or above the minimum and the window stays inside the viewport.
 */
export function resizeWindowRect(
  start: WindowRect,
  edge: WindowEdge,
  dx: number,
  dy: number,
  viewport: Viewport,
): WindowRect {
  let { left, top, width, height } = start;
  if (edge.includes('left') || edge.includes('right')) {
    const x = resizeAxis(
      start.left,
      start.width,
      dx,
      edge.includes('left'),
      WINDOW_MIN_WIDTH,
      viewport.width,
    );
    left = x.pos;
    width = x.size;
  }
  if (edge.startsWith('top') || edge.startsWith('bottom')) {
    const y = resizeAxis(
      start.top,
      start.height,
      dy,
      edge.startsWith('top'),
      WINDOW_MIN_HEIGHT,
      viewport.height,
    );
    top = y.pos;
    height = y.size;
  }
  return { left, top, width, height };
}

/** The window's rectangle after dragging its title bar by (dx, dy), kept within the viewport. */
export function moveWindowRect(start: WindowRect, dx: number, dy: number, viewport: Viewport): WindowRect {
  return {
    ...start,
    left: clamp(start.left + dx, 0, Math.max(0, viewport.width - start.width)),
    top: clamp(start.top + dy, 0, Math.max(0, viewport.height - start.height)),
  };
}

/** Spec P2 §4: two clicks on the title within 300 ms count as a double click. */
export function isDoubleClick(previousClickAt: number | null, now: number): boolean {
  return previousClickAt !== null && now - previousClickAt < WINDOW_DOUBLE_CLICK_MS;
}

/** Where a new window opens: centred, each further window a little lower and to the right. */
export function initialWindowRect(
  size: { width: number; height: number },
  viewport: Viewport,
  cascade: number,
): WindowRect {
  const { width, height } = clampWindowSize({
    width: Math.min(size.width, viewport.width),
    height: Math.min(size.height, viewport.height),
  });
  const offset = (cascade % 8) * 24;
  return moveWindowRect(
    { left: (viewport.width - width) / 2, top: (viewport.height - height) / 2, width, height },
    offset,
    offset,
    viewport,
  );
}
