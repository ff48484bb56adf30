import { useSyncExternalStore } from 'react';
import { useSettingValue } from '../store/index.ts';
import { shouldAnimateMfm } from './fn-params.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the device asks for reduced motion, followed live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
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
