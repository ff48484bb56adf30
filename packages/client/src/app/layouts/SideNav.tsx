import { IconLogout, IconSettings } from '@tabler/icons-react';
import { signout, useMe } from '../../account/index.ts';
import { t } from '../../i18n/index.ts';
import { Link, useLocation } from '../../router/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { DEFAULT_MENU, NAV_ITEMS } from './nav-items.tsx';

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { me, account } = useMe();
  return (
    <nav className="kumo-sidenav" aria-label={t('mainNavigation')}>
      <Link className="kumo-brand" to="/secure/timeline" onClick={onNavigate}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className="kumo-nav-label">{t('appName')}</span>
      </Link>
      <ul>
        {DEFAULT_MENU.map((key, i) =>
          key === '-' ? (
            <li key={`sep${i}`} className="kumo-nav-sep" role="separator" />
          ) : (
            <li key={key}>
              <Link
                className="kumo-nav-item"
                to={NAV_ITEMS[key].to}
                aria-current={pathname.startsWith(NAV_ITEMS[key].to) ? 'page' : undefined}
                onClick={onNavigate}
                title={t(NAV_ITEMS[key].label)}
              >
                {NAV_ITEMS[key].icon}
                <span className="kumo-nav-label">{t(NAV_ITEMS[key].label)}</span>
              </Link>
            </li>
          ),
        )}
        <li className="kumo-nav-sep" role="separator" />
        <li>
          <Link className="kumo-nav-item" to="/secure/settings" onClick={onNavigate} title={t('settings')}>
            <IconSettings size={20} stroke={1.75} />
            <span className="kumo-nav-label">{t('settings')}</span>
          </Link>
        </li>
      </ul>
      {account && (
        <div className="kumo-nav-account">
          <Link
            className="kumo-nav-item"
            to={`/@${account.username}`}
            onClick={onNavigate}
            title={t('profile')}
          >
            {me ? <Avatar user={me} size={28} /> : <span className="kumo-avatar-placeholder" />}
            <span className="kumo-nav-label">@{account.username}</span>
          </Link>
          <button type="button" className="kumo-nav-item" onClick={signout} title={t('signout')}>
            <IconLogout size={20} stroke={1.75} />
            <span className="kumo-nav-label">{t('signout')}</span>
          </button>
        </div>
      )}
    </nav>
  );
}
