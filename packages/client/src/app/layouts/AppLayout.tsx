import { IconBell, IconHome, IconMenu2, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useMe } from '../../account/index.ts';
import { t } from '../../i18n/index.ts';
import { Link, navigate, type Layout } from '../../router/index.ts';
import { shortcutTarget } from '../hotkeys.ts';
import { useMeta } from '../../instance/meta.ts';
import { SideNav } from './SideNav.tsx';

/** Picks the frame around a page: zen (centred, no navigation), the signed-in app frame, or the visitor frame. */
export function AppLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { account } = useMe();
  if (layout === 'zen') return <main className="kumo-zen">{children}</main>;
  if (!account) return <VisitorFrame>{children}</VisitorFrame>;
  return <SignedInFrame>{children}</SignedInFrame>;
}

function SignedInFrame({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
      const to = shortcutTarget(e);
      if (to) {
        e.preventDefault();
        navigate(to);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="kumo-frame">
      <div className="kumo-sidebar">
        <SideNav />
      </div>
      {drawerOpen && (
        <div className="kumo-drawer-backdrop" onClick={() => setDrawerOpen(false)}>
          <div className="kumo-drawer" onClick={(e) => e.stopPropagation()}>
            <SideNav onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}
      <main className="kumo-main">{children}</main>
      <nav className="kumo-bottom-nav" aria-label={t('mainNavigation')}>
        <button type="button" aria-label={t('openMenu')} onClick={() => setDrawerOpen(true)}>
          <IconMenu2 size={22} />
        </button>
        <Link to="/secure/timeline" aria-label={t('timeline')}>
          <IconHome size={22} />
        </Link>
        <Link to="/secure/my/notifications" aria-label={t('notifications')}>
          <IconBell size={22} />
        </Link>
        <Link to="/secure/search" aria-label={t('search')}>
          <IconSearch size={22} />
        </Link>
      </nav>
    </div>
  );
}

function VisitorFrame({ children }: { children: ReactNode }) {
  const meta = useMeta();
  return (
    <div className="kumo-visitor">
      <header className="kumo-visitor-bar">
        <Link className="kumo-brand" to="/">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{meta?.name ?? t('appName')}</span>
        </Link>
        <div className="kumo-visitor-actions">
          <Link className="kumo-button" to="/signin">
            {t('signin')}
          </Link>
          <Link className="kumo-button primary" to="/signup">
            {t('signup')}
          </Link>
        </div>
      </header>
      <main className="kumo-visitor-main">{children}</main>
    </div>
  );
}
