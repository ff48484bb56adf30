import type { Settings } from '@/store/index.ts';

/** Spec P2 §9: the gallery has a layout for 1, 2, 3, and 4 or more items. */
export type MediaLayout = '1' | '2' | '3' | '4+';

export function mediaLayout(count: number): MediaLayout {
  if (count <= 1) return '1';
  if (count === 2) return '2';
  if (count === 3) return '3';
  return '4+';
}

export type OneImageAppearance = Settings['mediaListWithOneImageAppearance'];

/**
 * Spec P2 §9: a lone image is shown at 16:9, 1:1 or 2:3 (setting mediaListWithOneImageAppearance);
 * 'expand' keeps the image's own proportions (null: no fixed ratio). The ratio is width / height.
 */
export function singleImageAspect(appearance: OneImageAppearance): number | null {
  switch (appearance) {
    case '16_9':
      return 16 / 9;
    case '1_1':
      return 1;
    case '2_3':
      return 2 / 3;
    default:
      return null;
  }
}

/** Under 'expand', a lone file keeps its own ratio, kept between 1:2 and 3:1; 16:9 when unknown. */
export function naturalAspect(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height) return 16 / 9;
  return Math.min(3, Math.max(1 / 2, width / height));
}

/** The ratio (width / height) of a lone image's box. */
export function singleMediaRatio(
  appearance: OneImageAppearance,
  width: number | null | undefined,
  height: number | null | undefined,
): number {
  return singleImageAspect(appearance) ?? naturalAspect(width, height);
}
