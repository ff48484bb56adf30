import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Spec P1 §9: the spacer's default margins (px), the smaller for narrow containers and phones. */
export const SPACER_MARGIN_MIN = 12;
export const SPACER_MARGIN_MAX = 24;

/** A container this wide or narrower gets the smaller margin (Misskey's spacer switches at the same width). */
export const SPACER_NARROW_MAX = 450;

/**
 * Spec P1 §2, §9: the margin a spacer leaves around a page's content: the larger one, unless the
 * container is narrow or the device is a smartphone.
 */
export function spacerMargin(containerWidth: number, smartphone: boolean): number {
  return smartphone || containerWidth <= SPACER_NARROW_MAX ? SPACER_MARGIN_MIN : SPACER_MARGIN_MAX;
}

/**
 * The spacer margin for the element `ref` points at, following its width. The element then carries
 * it as `--kumo-spacer`, which page bodies (`.kumo-page-body`) use as their padding.
 */
export function useSpacerMargin(ref: RefObject<HTMLElement | null>, smartphone: boolean): number {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  // before the first measurement (and in tests without layout) the wide margin, as on a desktop
  return spacerMargin(width ?? Number.POSITIVE_INFINITY, smartphone);
}

/** The style that hands a container's spacer margin to the page bodies inside it. */
export function spacerStyle(margin: number): CSSProperties {
  return { '--kumo-spacer': `${margin}px` } as CSSProperties;
}
