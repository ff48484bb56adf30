import { MOBILE_BREAKPOINT, widthQuery } from '@/ui/index.ts';

/** Spec P1 §9: from the mobile breakpoint (lg) up there is room for the widget side bar beside the page. */
export const WIDGET_SIDE_BAR_QUERY = widthQuery('>=', MOBILE_BREAKPOINT);

/**
 * Where the widgets are reached: the side bar beside the page on a desktop-wide window; a drawer
 * opened from the menu everywhere else (phones, tablets, narrower windows, and pages such as the deck
 * that take the whole width).
 */
export function widgetPlace(input: {
  phone: boolean;
  wholeWidthPage: boolean;
  wideWindow: boolean;
}): 'side' | 'drawer' {
  return !input.phone && !input.wholeWidthPage && input.wideWindow ? 'side' : 'drawer';
}
