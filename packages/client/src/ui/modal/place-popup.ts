import { CONTEXT_MENU_MARGIN, MODAL_MARGIN, POPUP_VERTICAL_GAP_RATIO } from '../constants.ts';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface PopupPlacement {
  top: number;
  left: number;
  /** Set when the popup is taller than the room it has; the popup scrolls. */
  maxHeight?: number;
  side: 'below' | 'above' | 'overlap';
}
export interface PlaceOptions {
  margin?: number;
  /** Space between the anchor and the popup. */
  gap?: number;
  prefer?: 'below' | 'above';
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** Centres the popup on the anchor horizontally, keeping it inside the margins. */
function placeHorizontally(anchor: Rect, width: number, viewportWidth: number, margin: number): number {
  const centred = anchor.left + anchor.width / 2 - width / 2;
  return clamp(centred, margin, Math.max(margin, viewportWidth - width - margin));
}

/**
 * Places a popup next to its anchor: below it (or above when `prefer` says so), flipping to the
 * other side when there is no room. When neither side has room, spec P1 §9's vertical gap rule applies:
 * the popup starts a third of the space above the anchor down, kept inside the viewport.
 */
export function placePopup(
  anchor: Rect,
  popup: Size,
  viewport: Size,
  { margin = MODAL_MARGIN, gap = 0, prefer = 'below' }: PlaceOptions = {},
): PopupPlacement {
  const left = placeHorizontally(anchor, popup.width, viewport.width, margin);
  const belowTop = anchor.top + anchor.height + gap;
  const aboveTop = anchor.top - gap - popup.height;
  const fitsBelow = belowTop + popup.height <= viewport.height - margin;
  const fitsAbove = aboveTop >= margin;
  const order = prefer === 'below' ? (['below', 'above'] as const) : (['above', 'below'] as const);
  for (const side of order) {
    if (side === 'below' && fitsBelow) return { top: belowTop, left, side };
    if (side === 'above' && fitsAbove) return { top: aboveTop, left, side };
  }
  const room = viewport.height - 2 * margin;
  if (popup.height > room) return { top: margin, left, maxHeight: room, side: 'overlap' };
  const top = clamp(anchor.top * POPUP_VERTICAL_GAP_RATIO, margin, viewport.height - margin - popup.height);
  return { top, left, side: 'overlap' };
}

/** Places a nested menu beside its parent item: to the right, or to the left when there is no room. */
export function placeBeside(
  anchor: Rect,
  popup: Size,
  viewport: Size,
  margin = MODAL_MARGIN,
): PopupPlacement {
  const right = anchor.left + anchor.width;
  const left =
    right + popup.width <= viewport.width - margin
      ? right
      : clamp(anchor.left - popup.width, margin, Math.max(margin, viewport.width - popup.width - margin));
  const room = viewport.height - 2 * margin;
  if (popup.height > room) return { top: margin, left, maxHeight: room, side: 'overlap' };
  return { top: clamp(anchor.top, margin, viewport.height - margin - popup.height), left, side: 'below' };
}

/**
 * Places a context menu at the pointer (spec P1 §9: context menu margin 16 px): its corner at the
 * pointer, flipped to the other side of the pointer where it would cross the margin.
 */
export function placeAtPoint(
  point: { x: number; y: number },
  popup: Size,
  viewport: Size,
  margin = CONTEXT_MENU_MARGIN,
): PopupPlacement {
  const flipX = point.x + popup.width > viewport.width - margin;
  const flipY = point.y + popup.height > viewport.height - margin;
  const left = clamp(
    flipX ? point.x - popup.width : point.x,
    margin,
    Math.max(margin, viewport.width - popup.width - margin),
  );
  const room = viewport.height - 2 * margin;
  if (popup.height > room) return { top: margin, left, maxHeight: room, side: 'overlap' };
  const top = clamp(
    flipY ? point.y - popup.height : point.y,
    margin,
    viewport.height - margin - popup.height,
  );
  return { top, left, side: flipY ? 'above' : 'below' };
}
