import { expect, test } from 'vitest';
import { MOBILE_BREAKPOINT } from '@/ui/index.ts';
import { WIDGET_SIDE_BAR_QUERY, widgetPlace } from './widget-place.ts';

const desktop = { phone: false, wholeWidthPage: false, wideWindow: true };

test('a desktop-wide window shows the widgets in the side bar', () => {
  expect(widgetPlace(desktop)).toBe('side');
});

test('phones, narrower windows and whole-width pages reach the widgets through the drawer', () => {
  expect(widgetPlace({ ...desktop, phone: true })).toBe('drawer');
  expect(widgetPlace({ ...desktop, wideWindow: false })).toBe('drawer');
  expect(widgetPlace({ ...desktop, wholeWidthPage: true })).toBe('drawer');
});

test('the side bar starts at the mobile breakpoint of the one set of breakpoints', () => {
  expect(WIDGET_SIDE_BAR_QUERY).toBe('(width >= 1280px)');
  expect(MOBILE_BREAKPOINT).toBe(1280);
});
