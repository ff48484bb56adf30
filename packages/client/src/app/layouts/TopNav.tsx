import { IconApps, IconSettings } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link, useLocation } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useMe } from '@/account/index.ts';
import { useChatAccess } from '@/chat/index.ts';
import { exploreApart, hiddenNavKeys, menuEntries } from './nav-items.tsx';
import { MoreMenuButton } from './MoreMenuButton.tsx';
import { NavEntryLink } from './NavEntryLink.tsx';

/** menuDisplay 'top': the menu as a bar across the top of the page (with the widgets when they have no side bar). */
export function TopNav({ onOpenWidgets }: { onOpenWidgets?: () => void }) {
  const { pathname } = useLocation();
  const menu = useSettingValue('menu');
  const { me } = useMe();
  const explore = exploreApart(menu);
  const hidden = hiddenNavKeys(useChatAccess());
  return (
    <nav className="kumo-topnav" aria-label={t('mainNavigation')}>
      <Link className="kumo-brand" to="/secure/timeline">
        <img src="/favicon.svg" alt="" width={28} height={28} />
      </Link>
      {menuEntries(menu, hidden).map((entry, i) =>
        entry === '-' ? (
          <span key={`sep${i}`} className="kumo-topnav-sep" role="separator" />
        ) : (
          <NavEntryLink key={entry.key} entry={entry} pathname={pathname} me={me} />
        ),
      )}
      {explore && <NavEntryLink entry={explore} pathname={pathname} me={me} />}
      <MoreMenuButton menu={menu} hidden={hidden} />
      <Link className="kumo-nav-item" to="/secure/settings" title={t('settings')}>
        <IconSettings size={20} stroke={1.75} aria-hidden />
        <span className="kumo-nav-label">{t('settings')}</span>
      </Link>
      {onOpenWidgets && (
        <button type="button" className="kumo-nav-item" onClick={onOpenWidgets} title={t('widgetsOpen')}>
          <IconApps size={20} stroke={1.75} aria-hidden />
          <span className="kumo-nav-label">{t('widgetsOpen')}</span>
        </button>
      )}
    </nav>
  );
}
