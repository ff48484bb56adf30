import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { HOVER_PREVIEW_DELAY_MS } from '../constants.ts';
import { FloatingLayer } from '../modal/FloatingLayer.tsx';
import './hover-preview.css';

export interface HoverPreviewOptions {
  /** Spec P2 §9: 300 ms (the user hover card uses 500). */
  delay?: number;
  /** How long the pointer may be outside both anchor and preview before it closes; default `delay`. */
  hideDelay?: number;
}

/**
 * A preview (link, user card) that opens after the pointer rests on the anchor for `delay`, and
 * closes once the pointer has left both the anchor and the preview.
 */
export function useHoverPreview(
  render: () => ReactNode,
  { delay = HOVER_PREVIEW_DELAY_MS, hideDelay = delay }: HoverPreviewOptions = {},
) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inside = useRef({ anchor: false, preview: false });
  const showTimer = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(showTimer.current);
      window.clearTimeout(hideTimer.current);
    },
    [],
  );
  const scheduleHide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (!inside.current.anchor && !inside.current.preview) setAnchor(null);
    }, hideDelay);
  };
  const close = () => {
    window.clearTimeout(showTimer.current);
    window.clearTimeout(hideTimer.current);
    setAnchor(null);
  };

  const anchorProps = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'touch') return;
      inside.current.anchor = true;
      window.clearTimeout(hideTimer.current);
      const el = e.currentTarget;
      window.clearTimeout(showTimer.current);
      showTimer.current = window.setTimeout(() => setAnchor(el), delay);
    },
    onPointerLeave: () => {
      inside.current.anchor = false;
      window.clearTimeout(showTimer.current);
      scheduleHide();
    },
  };
  const preview = anchor && (
    <FloatingLayer
      anchor={anchor}
      gap={8}
      className="kumo-hover-preview"
      onPointerEnter={() => {
        inside.current.preview = true;
        window.clearTimeout(hideTimer.current);
      }}
      onPointerLeave={() => {
        inside.current.preview = false;
        scheduleHide();
      }}
    >
      {render()}
    </FloatingLayer>
  );
  return { anchorProps, preview, open: anchor !== null, close };
}
