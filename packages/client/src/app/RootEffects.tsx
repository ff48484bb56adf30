import { useEffect } from 'react';
import { useMeta } from '@/queries/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { playRipple } from '@/ui/index.ts';
import { applyCustomCss, readCustomCss } from './custom-css.ts';
import { startErrorReports } from './error-reports.ts';

/** A switch setting shown as a data attribute of the document, which the stylesheets read. */
function useRootFlag(attribute: string, on: boolean) {
  useEffect(() => {
    document.documentElement.toggleAttribute(attribute, on);
  }, [attribute, on]);
}

/**
 * Settings that act on the whole document: font size (spec P1 §9, default 14 px), custom CSS, and
 * the looks that are pure style (square avatars, larger reactions, note actions on hover, blur), and
 * error reports to the server's collector when the user allows them.
 */
export function RootEffects() {
  const fontSize = useSettingValue('fontSize');
  useEffect(() => {
    document.documentElement.style.setProperty('--font-size', `${fontSize}px`);
  }, [fontSize]);
  useRootFlag('data-square-avatars', useSettingValue('squareAvatars'));
  useRootFlag('data-large-reactions', useSettingValue('largeNoteReactions'));
  useRootFlag('data-actions-on-hover', useSettingValue('showNoteActionsOnlyHover'));
  useRootFlag('data-no-blur', !useSettingValue('useBlurEffect'));
  useEffect(() => applyCustomCss(readCustomCss()), []);
  // spec P1 §9: a pressed primary button ripples from where it was pressed
  useEffect(() => {
    const onPress = (e: PointerEvent) => {
      const button = (e.target as Element | null)?.closest?.('.kumo-button.primary');
      if (button instanceof HTMLElement && !button.matches(':disabled'))
        playRipple(button, { x: e.clientX, y: e.clientY });
    };
    document.addEventListener('pointerdown', onPress, { passive: true });
    return () => document.removeEventListener('pointerdown', onPress);
  }, []);
  const reportError = useSettingValue('reportError');
  const collector = useMeta()?.sentryForFrontend ?? null;
  const collectorKey = collector ? JSON.stringify(collector) : null;
  useEffect(() => {
    if (!reportError || !collectorKey) return;
    return startErrorReports(JSON.parse(collectorKey) as NonNullable<typeof collector>);
  }, [reportError, collectorKey]);
  return null;
}
