import type { Settings } from '@/store/index.ts';

export type ToastPosition = Settings['notificationPosition'];
export type ToastStackAxis = Settings['notificationStackAxis'];

export interface ToastLayout {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'right';
  /** The flex direction of the stack; pop-ups are given newest first, so the newest sits in the corner. */
  direction: 'column' | 'column-reverse' | 'row' | 'row-reverse';
}

/**
 * Where notification pop-ups go (spec P1 §3: notificationPosition, notificationStackAxis). The newest
 * is always nearest the chosen corner; older ones move away from it along the axis. On a narrow
 * screen there is no room side by side, so the stack is vertical whatever the setting.
 */
export function toastLayout(position: ToastPosition, axis: ToastStackAxis, narrow = false): ToastLayout {
  const vertical = position === 'leftTop' || position === 'rightTop' ? 'top' : 'bottom';
  const horizontal = position === 'leftTop' || position === 'leftBottom' ? 'left' : 'right';
  const effectiveAxis = narrow ? 'vertical' : axis;
  const direction =
    effectiveAxis === 'vertical'
      ? vertical === 'top'
        ? 'column'
        : 'column-reverse'
      : horizontal === 'left'
        ? 'row'
        : 'row-reverse';
  return { vertical, horizontal, direction };
}
