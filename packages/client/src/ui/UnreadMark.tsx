import { t } from '@/i18n/index.ts';

/** A dot that says "Unread" to screen readers (antennas and channels with notes not yet seen). */
export function UnreadMark() {
  return (
    <span className="kumo-unread-mark">
      <span className="kumo-visually-hidden">{t('unread')}</span>
    </span>
  );
}
