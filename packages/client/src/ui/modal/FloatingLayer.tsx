import { useLayoutEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import type { ZBand } from '../constants.ts';
import { claimZIndex } from '../host/layer-store.ts';
import { placePopup, type PopupPlacement } from './place-popup.ts';

interface FloatingLayerProps extends HTMLAttributes<HTMLDivElement> {
  anchor: Element;
  band?: ZBand;
  prefer?: 'below' | 'above';
  gap?: number;
  margin?: number;
}

/**
 * A non-modal layer next to an element (tooltips, hover previews): no backdrop, no focus trap,
 * rendered at the end of the body with a z-index from its band.
 */
export function FloatingLayer({
  anchor,
  band = 'middle',
  prefer,
  gap,
  margin,
  style,
  ...rest
}: FloatingLayerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [zIndex] = useState(() => claimZIndex(band));
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = anchor.getBoundingClientRect();
    setPlacement(
      placePopup(
        { top: r.top, left: r.left, width: r.width, height: r.height },
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
        { prefer, gap, margin },
      ),
    );
  }, [anchor, prefer, gap, margin]);
  const position: CSSProperties = placement
    ? { top: placement.top, left: placement.left, maxHeight: placement.maxHeight }
    : { top: 0, left: 0, visibility: 'hidden' };
  return createPortal(
    <div ref={ref} {...rest} style={{ position: 'fixed', zIndex, ...position, ...style }} />,
    document.body,
  );
}
