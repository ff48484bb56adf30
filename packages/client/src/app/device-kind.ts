export type DeviceKind = 'smartphone' | 'tablet' | 'desktop';

/** Spec P1 §9: width above which a mobile or Android agent counts as a tablet. */
export const TABLET_MIN_WIDTH = 700;

/**
 * Spec P1 §2, §9: an iPad, or a mobile/Android agent with a window wider than 700 px, is a tablet;
 * other mobile/Android agents are smartphones; everything else is a desktop. The device setting
 * overridedDeviceKind wins when set.
 */
export function detectDeviceKind(
  userAgent: string,
  windowWidth: number,
  overridden: DeviceKind | null = null,
): DeviceKind {
  if (overridden) return overridden;
  const ua = userAgent.toLowerCase();
  if (/ipad/.test(ua)) return 'tablet';
  if (/mobile|android|iphone|ipod/.test(ua)) return windowWidth > TABLET_MIN_WIDTH ? 'tablet' : 'smartphone';
  return 'desktop';
}
