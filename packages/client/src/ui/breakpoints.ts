/**
 * Spec P1 §9: the one set of widths the layout changes at, for code and stylesheets alike: the
 * display breakpoints xs…xxl (the mobile breakpoint is lg) and the narrow width of 500 px (the page
 * header's, the one-column deck's). A stylesheet cannot read a constant in a media query, so it writes
 * one of these numbers in range syntax (`@media (width < 1280px)`); `breakpoints.test.ts` fails on a
 * stylesheet or a query in code that uses any other width.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Spec P1 §9: the mobile breakpoint is lg. */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;

/** Spec P1 §9: the narrow header breakpoint; at this width and below the layout is a phone's. */
export const NARROW_WIDTH = 500;

export type LayoutWidth = typeof NARROW_WIDTH | (typeof BREAKPOINTS)[keyof typeof BREAKPOINTS];

/** Every width a media query may name, smallest first. */
export const LAYOUT_WIDTHS: readonly LayoutWidth[] = [NARROW_WIDTH, ...Object.values(BREAKPOINTS)]
  .filter((width): width is LayoutWidth => width > 0)
  .sort((a, b) => a - b);

/** A media query on the window's width against one of the set: `widthQuery('<', BREAKPOINTS.lg)`. */
export function widthQuery(op: '<' | '<=' | '>' | '>=', width: LayoutWidth): string {
  return `(width ${op} ${width}px)`;
}
