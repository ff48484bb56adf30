import { IconDots } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { openMenu } from '@/ui/index.ts';
import { moreMenuItems } from './more-menu.tsx';

/**
 * The menu's "More": every destination the menu list does not hold. `onNavigate` runs when one was
 * chosen (the phone's drawer closes).
 */
export function MoreMenuButton({
  menu,
  hidden,
  onNavigate,
}: {
  menu: readonly string[];
  /** Destinations this account or server does not have (chat where there is none). */
  hidden: readonly string[];
  onNavigate?: () => void;
}) {
  return (
    <button
      type="button"
      className="kumo-nav-item"
      aria-haspopup="menu"
      title={t('navMore')}
      onClick={(e) => {
        const before = location.pathname + location.search;
        void openMenu(moreMenuItems(menu, hidden), e.currentTarget).then(() => {
          if (location.pathname + location.search !== before) onNavigate?.();
        });
      }}
    >
      <IconDots size={20} stroke={1.75} aria-hidden />
      <span className="kumo-nav-label">{t('navMore')}</span>
    </button>
  );
}
