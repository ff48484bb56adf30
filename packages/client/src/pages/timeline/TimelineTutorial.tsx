import { IconInfoCircle, IconX } from '@tabler/icons-react';
import type { LocaleKey } from '@/i18n/index.ts';
import { t } from '@/i18n/index.ts';
import { useSetting } from '@/store/index.ts';
import './timeline-tutorial.css';

/**
 * Spec P1 §3 `timelineTutorial`: what each timeline shows, told once per timeline above it until
 * the user closes it (as Misskey's timeline descriptions). The setting, a number that follows the
 * account, holds one bit per timeline closed.
 */
const BITS = { home: 1, local: 2, social: 4, global: 8 } as const;
const TEXTS: Record<keyof typeof BITS, LocaleKey> = {
  home: 'timelineAboutHome',
  local: 'timelineAboutLocal',
  social: 'timelineAboutSocial',
  global: 'timelineAboutGlobal',
};

/** Whether the description of `src` is still to be shown, given the setting's value. */
export function tutorialPending(closed: number, src: string): src is keyof typeof BITS {
  return src in BITS && (closed & BITS[src as keyof typeof BITS]) === 0;
}

export function TimelineTutorial({ src }: { src: string }) {
  const [closed, setClosed] = useSetting('timelineTutorial');
  if (!tutorialPending(closed, src)) return null;
  return (
    <div className="kumo-timeline-tutorial" role="note">
      <IconInfoCircle size={18} aria-hidden />
      <p>{t(TEXTS[src])}</p>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('timelineAboutClose')}
        title={t('timelineAboutClose')}
        onClick={() => setClosed(closed | BITS[src])}
      >
        <IconX size={16} aria-hidden />
      </button>
    </div>
  );
}
