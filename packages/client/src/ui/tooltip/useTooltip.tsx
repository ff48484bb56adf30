import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { TOOLTIP_DELAY_MS } from '../constants.ts';
import { FloatingLayer } from '../modal/FloatingLayer.tsx';
import './tooltip.css';

export interface TooltipAnchorProps {
  onPointerEnter: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (e: PointerEvent<HTMLElement>) => void;
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/**
 * When a tooltip's anchor is shown: `delay` ms after the pointer (not a touch) or focus arrives, until
 * they leave or Escape is pressed. `anchor` is the element while shown; `id` names the layer, so the
 * anchor can point at it (`aria-describedby`) once it is drawn.
 */
export function useTooltipAnchor({ delay = TOOLTIP_DELAY_MS }: { delay?: number } = {}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  const show = (el: HTMLElement) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnchor(el), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setAnchor(null);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setAnchor(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anchor]);

  const handlers: Omit<TooltipAnchorProps, 'aria-describedby'> = {
    onPointerEnter: (e) => {
      if (e.pointerType !== 'touch') show(e.currentTarget);
    },
    onPointerLeave: hide,
    onFocus: (e) => show(e.currentTarget),
    onBlur: hide,
  };
  return { anchor, id, handlers };
}

/**
 * A tooltip for an element: shown 100 ms after the pointer or focus arrives (spec P2 §9), hidden
 * when they leave or on Escape. Spread `anchorProps` on the element and render `tooltip` anywhere.
 */
export function useTooltip(text: string, { delay = TOOLTIP_DELAY_MS }: { delay?: number } = {}) {
  const { anchor, id, handlers } = useTooltipAnchor({ delay });
  const anchorProps: TooltipAnchorProps = { ...handlers, 'aria-describedby': anchor ? id : undefined };
  const tooltip = anchor && (
    <FloatingLayer
      anchor={anchor}
      band="high"
      prefer="above"
      gap={8}
      margin={8}
      id={id}
      role="tooltip"
      className="kumo-tooltip"
    >
      {text}
    </FloatingLayer>
  );
  return { anchorProps, tooltip };
}
