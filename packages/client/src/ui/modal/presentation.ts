import { DRAWER_HEIGHT_DIVISOR } from '../constants.ts';

export type DeviceKind = 'smartphone' | 'tablet' | 'desktop';
/** side: a panel along the right edge, full height (the widgets drawer); only when asked for. */
export type Presentation = 'drawer' | 'popup' | 'dialog' | 'side';
export type PreferredPresentation = Presentation | 'auto';

export interface PresentationInput {
  deviceKind: DeviceKind;
  hasAnchor: boolean;
  preferred?: PreferredPresentation;
  /** The device setting disableDrawer: never use a drawer in auto mode. */
  drawerDisabled?: boolean;
}

/**
 * Spec P1 §4, P2 §4: auto mode picks a drawer on smartphones, a popup when an anchor exists,
 * otherwise a dialog. A popup needs something to sit next to, so without an anchor it becomes a dialog.
 */
export function choosePresentation({
  deviceKind,
  hasAnchor,
  preferred = 'auto',
  drawerDisabled = false,
}: PresentationInput): Presentation {
  if (preferred === 'popup') return hasAnchor ? 'popup' : 'dialog';
  if (preferred !== 'auto') return preferred;
  if (deviceKind === 'smartphone' && !drawerDisabled) return 'drawer';
  return hasAnchor ? 'popup' : 'dialog';
}

/** Spec P1 §9: a drawer is the window height divided by 1.5 at most. */
export function drawerMaxHeight(windowHeight: number): number {
  return Math.round(windowHeight / DRAWER_HEIGHT_DIVISOR);
}

/** The device kind when the app has not told the UI host: mobile agents are phones unless wider than 700 px. */
export function guessDeviceKind(userAgent: string, windowWidth: number): DeviceKind {
  const ua = userAgent.toLowerCase();
  if (ua.includes('ipad')) return 'tablet';
  if (/mobile|android|iphone|ipod/.test(ua)) return windowWidth > 700 ? 'tablet' : 'smartphone';
  return 'desktop';
}
