import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { placeAtPoint, placeBeside, placePopup, type PopupPlacement } from './place-popup.ts';

export interface PopupTarget {
  anchor?: Element | null;
  point?: { x: number; y: number };
  placement?: 'below' | 'beside';
}

function place(panel: HTMLElement, target: PopupTarget): PopupPlacement | null {
  const size = { width: panel.offsetWidth, height: panel.offsetHeight };
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  if (target.point) return placeAtPoint(target.point, size, viewport);
  if (!target.anchor) return null;
  const r = target.anchor.getBoundingClientRect();
  const rect = { top: r.top, left: r.left, width: r.width, height: r.height };
  return target.placement === 'beside' ? placeBeside(rect, size, viewport) : placePopup(rect, size, viewport);
}

/**
 * Measures a popup panel after it renders and places it next to its anchor (or at the pointer),
 * again whenever the window is resized. Until measured the panel is transparent.
 */
export function usePopupPosition(
  panelRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  target: PopupTarget,
): CSSProperties | undefined {
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);
  const { anchor, point, placement: mode } = target;
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!enabled || !panel) return;
    const update = () => setPlacement(place(panel, { anchor, point, placement: mode }));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [panelRef, enabled, anchor, point, mode]);
  if (!enabled) return undefined;
  // Transparent rather than hidden until measured: a hidden panel could not take focus.
  if (!placement) return { opacity: 0, top: 0, left: 0 };
  return {
    top: placement.top,
    left: placement.left,
    maxHeight: placement.maxHeight,
    transformOrigin: placement.side === 'above' ? 'center bottom' : 'center top',
  };
}
