import { IconApps, IconLogout, IconPencil, IconSettings, IconShieldCog } from '@tabler/icons-react';
import { mayOpenAdmin } from './may-open-admin.ts';
import { accountHost, signout, useMe } from '@/account/index.ts';
import { openAccountMenu } from '../account-menu/open-account-menu.ts';
import { t } from '@/i18n/index.ts';
import { Link, useLocation } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { Avatar } from '@/ui/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import { useChatAccess } from '@/chat/index.ts';
import { MoreMenuButton } from './MoreMenuButton.tsx';
import { exploreApart, hiddenNavKeys, menuEntries } from './nav-items.tsx';
import { NavEntryLink } from './NavEntryLink.tsx';

/**
 * The side menu: the entries of the `menu` setting, settings, the widgets (when they have no side bar)
 * and the account at the bottom.
 */
export function SideNav({
  onNavigate,
  onOpenWidgets,
}: {
  onNavigate?: () => void;
  onOpenWidgets?: () => void;
}) {
  const { pathname } = useLocation();
  const { me, account } = useMe();
  const menu = useSettingValue('menu');
  const explore = exploreApart(menu);
  const hidden = hiddenNavKeys(useChatAccess());
  // an account of another server is named with its server
  const acct = account ? `@${account.username}${account.origin ? `@${accountHost(account)}` : ''}` : '';
  return (
    <nav className="kumo-sidenav" aria-label={t('mainNavigation')}>
      <Link className="kumo-brand" to="/secure/timeline" onClick={onNavigate}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className="kumo-nav-label">{t('appName')}</span>
      </Link>
      <ul>
        {menuEntries(menu, hidden).map((entry, i) =>
          entry === '-' ? (
            <li key={`sep${i}`} className="kumo-nav-sep" aria-hidden="true" />
          ) : (
            <li key={entry.key}>
              <NavEntryLink entry={entry} pathname={pathname} me={me} onNavigate={onNavigate} />
            </li>
          ),
        )}
        <li className="kumo-nav-sep" aria-hidden="true" />
        {explore && (
          <li>
            <NavEntryLink entry={explore} pathname={pathname} me={me} onNavigate={onNavigate} />
          </li>
        )}
        <li>
          <Link
            className="kumo-nav-item"
            to="/secure/settings"
            onClick={onNavigate}
            title={t('settings')}
            aria-current={pathname.startsWith('/secure/settings') ? 'page' : undefined}
          >
            <IconSettings size={20} stroke={1.75} aria-hidden />
            <span className="kumo-nav-label">{t('settings')}</span>
          </Link>
        </li>
        {onOpenWidgets && (
          <li>
            <button type="button" className="kumo-nav-item" onClick={onOpenWidgets} title={t('widgetsOpen')}>
              <IconApps size={20} stroke={1.75} aria-hidden />
              <span className="kumo-nav-label">{t('widgetsOpen')}</span>
            </button>
          </li>
        )}
        {me && mayOpenAdmin(me) && (
          <li>
            <Link className="kumo-nav-item" to="/admin" onClick={onNavigate} title={t('adminMenu')}>
              <IconShieldCog size={20} stroke={1.75} aria-hidden />
              <span className="kumo-nav-label">{t('adminMenu')}</span>
            </Link>
          </li>
        )}
        <li>
          <MoreMenuButton menu={menu} hidden={hidden} onNavigate={onNavigate} />
        </li>
      </ul>
      {account && (
        <button
          type="button"
          className="kumo-button primary kumo-compose-button"
          onClick={() => {
            onNavigate?.();
            void openPostForm();
          }}
          title={t('newNote')}
        >
          <IconPencil size={18} aria-hidden />
          <span className="kumo-nav-label">{t('newNote')}</span>
        </button>
      )}
      {account && (
        <div className="kumo-nav-account">
          <button
            type="button"
            className="kumo-nav-item"
            aria-haspopup="menu"
            aria-label={`${t('accountMenu')}: ${acct}`}
            title={t('accountMenu')}
            onClick={(e) => void openAccountMenu(account, e.currentTarget)}
          >
            {me ? <Avatar user={me} size={28} /> : <span className="kumo-avatar-placeholder" />}
            <span className="kumo-nav-label">{acct}</span>
          </button>
          <button type="button" className="kumo-nav-item" onClick={() => void signout()} title={t('signout')}>
            <IconLogout size={20} stroke={1.75} aria-hidden />
            <span className="kumo-nav-label">{t('signout')}</span>
          </button>
        </div>
      )}
    </nav>
  );
}
