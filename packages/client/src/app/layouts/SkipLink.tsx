import { t } from '@/i18n/index.ts';

/** The id of the page's main landmark, which the skip link moves the focus to. */
export const MAIN_ID = 'kumo-main';

/**
 * The first thing the keyboard reaches: hidden until focused, it jumps past the menus to the page's
 * content (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <a
      className="kumo-skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
