import { useEffect, useState } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { NARROW_WIDTH } from '@/ui/index.ts';
import { detectDeviceKind, type DeviceKind } from './device-kind.ts';

/** The device kind, following window resizes and the overridedDeviceKind setting. */
export function useDeviceKind(): DeviceKind {
  const overridden = useSettingValue('overridedDeviceKind');
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return detectDeviceKind(navigator.userAgent, width, overridden);
}

/** Spec P1 §9's narrow breakpoint: at it and below the deck shows one column at a time. */
const DECK_NARROW_PX = NARROW_WIDTH;

/** Whether the deck is drawn one column at a time: on phones and in narrow windows. */
export function useOneColumnDeck(): boolean {
  const kind = useDeviceKind();
  const [narrow, setNarrow] = useState(() => window.innerWidth <= DECK_NARROW_PX);
  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth <= DECK_NARROW_PX);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return kind === 'smartphone' || narrow;
}
