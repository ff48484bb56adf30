/** After a reconnect, at most this many missed notes are fetched in one call (the API's cap). */
export const GAP_FETCH_LIMIT = 100;

/** A live list read from the top keeps this many notes; older ones load again on scroll. */
export const DISPLAY_LIMIT = 30;
/** Scrolled less than this, the reader counts as being at the top of the list. */
export const AT_TOP_PX = 100;
