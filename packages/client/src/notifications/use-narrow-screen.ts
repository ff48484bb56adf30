import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, widthQuery } from '@/ui/index.ts';

/** Below this width pop-ups stack vertically whatever the setting (the phone layout starts here too). */
export const NARROW_SCREEN_PX = BREAKPOINTS.sm;
const QUERY = widthQuery('<=', NARROW_SCREEN_PX);

function subscribe(listener: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => undefined;
  const mq = matchMedia(QUERY);
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
}

function narrow(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia(QUERY).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
