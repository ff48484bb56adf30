/**
 * How much of a virtualised list is drawn beyond what shows, in px. Where the page scrolls, enough
 * that fast scrolling rarely shows blank space; in a box of its own (a deck column, a window) less,
 * as five busy columns redrawing their buffers on each arrival made the deck's long tasks.
 */
export const WINDOW_BUFFER_PX = 800;
export const BOX_BUFFER_PX = 200;

/** The one buffer rule of every virtualised list. */
export function virtualBuffer(inBox: boolean): number {
  return inBox ? BOX_BUFFER_PX : WINDOW_BUFFER_PX;
}

/**
 * An item's height before it is measured, unless the list knows better (a note's is about this).
 * Without one, virtua estimates from the items it has measured and draws no buffer until they fill
 * the viewport: a first screen of a few tall items kept it off until the next change, which then
 * drew a buffer's worth of items in one long task.
 */
export const ITEM_SIZE_GUESS_PX = 140;

/**
 * Whether a list of `count` items is virtualised: always (`true`), never (`false`/absent), or from a
 * length on (a number: shorter lists are drawn whole, where measuring each item costs more than it saves).
 */
export function isVirtualized(virtualize: boolean | number | undefined, count: number): boolean {
  return typeof virtualize === 'number' ? count >= virtualize : virtualize === true;
}
