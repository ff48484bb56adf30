import { useEffect } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { applyCustomCss, readCustomCss } from './custom-css.ts';

/** Settings that act on the whole document: font size (spec P1 §9, default 14 px) and custom CSS. */
export function RootEffects() {
  const fontSize = useSettingValue('fontSize');
  useEffect(() => {
    document.documentElement.style.setProperty('--font-size', `${fontSize}px`);
  }, [fontSize]);
  useEffect(() => applyCustomCss(readCustomCss()), []);
  return null;
}
