import { useSyncExternalStore } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { shouldAnimateMfm } from './fn-params.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// one query list for every MFM text (a note shows several), instead of one matchMedia call each render
let cached: { from: typeof matchMedia; query: MediaQueryList } | null = null;
function reducedMotionQuery(): MediaQueryList {
  if (cached?.from !== matchMedia) cached = { from: matchMedia, query: matchMedia(REDUCED_MOTION) };
  return cached.query;
}

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const q = reducedMotionQuery();
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}

/** Whether the device asks for reduced motion, followed live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && reducedMotionQuery().matches,
    () => false,
  );
}

/** What the MFM settings allow: moving effects, and the advanced ones (size, position, rotation, blur). */
export function useMfmMotion(): { animate: boolean; advanced: boolean } {
  const animatedMfm = useSettingValue('animatedMfm');
  const animation = useSettingValue('animation');
  const advanced = useSettingValue('advancedMfm');
  const reducedMotion = usePrefersReducedMotion();
  return { animate: shouldAnimateMfm({ animatedMfm, animation, reducedMotion }), advanced };
}
