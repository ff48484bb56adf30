import { IconApps, IconSettings } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link, useLocation } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useMe } from '@/account/index.ts';
import { exploreApart, menuEntries } from './nav-items.tsx';

/** menuDisplay 'top': the menu as a bar across the top of the page (with the widgets when they have no side bar). */
export function TopNav({ onOpenWidgets }: { onOpenWidgets?: () => void }) {
  const { pathname } = useLocation();
  const menu = useSettingValue('menu');
  const { me } = useMe();
  const explore = exploreApart(menu);
  return (
    <nav className="kumo-topnav" aria-label={t('mainNavigation')}>
      <Link className="kumo-brand" to="/secure/timeline">
        <img src="/favicon.svg" alt="" width={28} height={28} />
      </Link>
      {menuEntries(menu).map((entry, i) =>
        entry === '-' ? (
          <span key={`sep${i}`} className="kumo-topnav-sep" role="separator" />
        ) : (
          <Link
            key={entry.key}
            className="kumo-nav-item"
            to={entry.to}
            title={t(entry.label)}
            aria-current={pathname.startsWith(entry.to) ? 'page' : undefined}
          >
            {entry.icon}
            <span className="kumo-nav-label">{t(entry.label)}</span>
            {me && entry.indicated?.(me) && <span className="kumo-nav-indicator" aria-label={t('unread')} />}
          </Link>
        ),
      )}
      {explore && (
        <Link
          className="kumo-nav-item"
          to={explore.to}
          title={t(explore.label)}
          aria-current={pathname.startsWith(explore.to) ? 'page' : undefined}
        >
          {explore.icon}
          <span className="kumo-nav-label">{t(explore.label)}</span>
        </Link>
      )}
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
