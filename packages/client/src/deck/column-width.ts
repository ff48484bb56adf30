import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, COLUMN_WIDTH_STEP } from './deck-types.ts';

/** A column width kept within the deck's limits, in whole pixels. */
export function clampColumnWidth(width: number): number {
  if (!Number.isFinite(width)) return COLUMN_WIDTH_MIN;
  return Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));
}

/**
 * The width a key pressed on a column's resize handle asks for: arrows move one step, Page Up/Down
 * five, Home/End go to the limits; null for a key the handle does not use.
 */
export function widthForKey(width: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampColumnWidth(width - COLUMN_WIDTH_STEP);
    case 'ArrowRight':
      return clampColumnWidth(width + COLUMN_WIDTH_STEP);
    case 'PageDown':
      return clampColumnWidth(width - COLUMN_WIDTH_STEP * 5);
    case 'PageUp':
      return clampColumnWidth(width + COLUMN_WIDTH_STEP * 5);
    case 'Home':
      return COLUMN_WIDTH_MIN;
    case 'End':
      return COLUMN_WIDTH_MAX;
    default:
      return null;
  }
}

/** The width while dragging: the width at the start moved by how far the pointer went, kept in limits. */
export function widthForDrag(startWidth: number, startX: number, x: number): number {
  return clampColumnWidth(startWidth + (x - startX));
}
