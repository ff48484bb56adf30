/** Spec P2 §9, P1 §9: timing and layer constants of the shared UI primitives. */

/** Z-index bands for toasts, dialogs and other layers; each opened layer claims the next value in its band. */
export const Z_INDEX_BANDS = {
  veryLow: 500_000,
  low: 1_000_000,
  middle: 2_000_000,
  high: 3_000_000,
} as const;
export type ZBand = keyof typeof Z_INDEX_BANDS;

/** Animation durations. */
export const SEND_ANIMATION_MS = 400;
export const POPUP_ANIMATION_MS = 100;
export const MODAL_ANIMATION_MS = 200;
export const DRAWER_ANIMATION_MS = 200;

/** Layout of modals and popups. */
export const MODAL_MARGIN = 16;
export const CONTEXT_MENU_MARGIN = 16;
/** The drawer's height is the window height divided by this. */
export const DRAWER_HEIGHT_DIVISOR = 1.5;
/** A popup that fits on neither side of its anchor starts this fraction of the space above the anchor down. */
export const POPUP_VERTICAL_GAP_RATIO = 1 / 3;
export const MODAL_BLUR_PX = 4;

/** Inputs (their heights, 36 px, 33 small and 39 large, are in form.css and base.css). */
export const INPUT_DEBOUNCE_MS = 1000;

/** Transient elements. */
export const TOAST_MS = 4000;
export const TOOLTIP_DELAY_MS = 100;
export const HOVER_PREVIEW_DELAY_MS = 300;
/** Spec P2 §4: the waiting dialog shows its check mark for about a second. */
export const WAITING_SUCCESS_MS = 1000;

/** Windows. */
export const WINDOW_MIN_WIDTH = 250;
export const WINDOW_MIN_HEIGHT = 50;
export const WINDOW_DEFAULT_WIDTH = 400;
export const WINDOW_MINIMIZED_HEIGHT = 39;
export const WINDOW_MINIMIZED_HEIGHT_MINI = 32;
export const WINDOW_DOUBLE_CLICK_MS = 300;

/** The generic ripple effect (effects/ripple.ts). */
export const RIPPLE_FADE_MS = 1000;
export const RIPPLE_REMOVE_MS = 2000;
/** Spec P2 §9: the ripple of a reaction just made. */
export const REACTION_RIPPLE_MS = 1100;
export const REACTION_RIPPLE_PARTICLES = 12;

/** Kumo's choice (the spec gives none): a window's height when the caller gives none. */
export const WINDOW_DEFAULT_HEIGHT = 450;
