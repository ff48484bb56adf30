import { useEffect, useState } from 'react';
import { useSettingValue } from '@/store/index.ts';
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
