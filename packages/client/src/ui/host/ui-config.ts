import { guessDeviceKind, type DeviceKind } from '../modal/presentation.ts';

/** What the UI primitives need from the app's settings; the app passes them to <UiHost>. */
export interface UiConfig {
  deviceKind: DeviceKind;
  /** Setting disableDrawer: menus and pickers stay popups on phones. */
  disableDrawer: boolean;
  /** Setting useBlurEffectForModal: the 4 px backdrop blur. */
  blur: boolean;
  /** Setting animation: off means no modal transitions. */
  animation: boolean;
  /** How a menu item with an address opens it (the app's router); a full page load until set. */
  navigate: (href: string) => void;
}

let config: UiConfig = {
  deviceKind:
    typeof navigator === 'undefined' ? 'desktop' : guessDeviceKind(navigator.userAgent, window.innerWidth),
  disableDrawer: false,
  blur: true,
  animation: true,
  navigate: (href) => location.assign(href),
};

export function configureUi(patch: Partial<UiConfig>): void {
  config = { ...config, ...patch };
}

export function getUiConfig(): UiConfig {
  return config;
}

/** Transitions are skipped when the user asks for reduced motion or turns animation off. */
export function motionAllowed(): boolean {
  if (!config.animation) return false;
  return !(
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
