import { IconChevronLeft, IconShieldCog } from '@tabler/icons-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { Link, menuRoutes, useLocation } from '@/router/index.ts';
import type { ServerFeature } from '@/queries/index.ts';
import { BREAKPOINTS, widthQuery } from '@/ui/index.ts';
import { useDeviceKind } from '../use-device-kind.ts';
import { MAIN_ID } from './SkipLink.tsx';

/** The admin menu's entries for this account on this server (the routes listed in the admin menu). */
export function adminMenuEntries(
  isAdmin: boolean,
  features: Partial<Record<ServerFeature, boolean>>,
): Array<{ path: string; label: LocaleKey }> {
  return menuRoutes('admin')
    .filter(({ menu }) => (isAdmin || !menu.adminOnly) && (!menu.feature || features[menu.feature]))
    .map(({ path, menu }) => ({ path, label: menu.label }));
}

const WIDE_QUERY = widthQuery('>', BREAKPOINTS.sm);
function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const mq = window.matchMedia(WIDE_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
/** The menu fits beside the page only in a window wider than a phone's. */
function useWideWindow(): boolean {
  return useSyncExternalStore(subscribeWide, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true,
  );
}

/**
 * Spec P1 §2: the admin layout differs with the desktop flag: on a desktop the admin menu stays
 * beside the page; elsewhere /admin is the menu and each page links back to it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wide = useWideWindow();
  const desktop = useDeviceKind() === 'desktop' && wide;
  const atIndex = pathname === '/admin' || pathname === '/admin/';
  const features = useServerFeatures();
  const { me } = useMe();
  const entries = adminMenuEntries(me?.isAdmin === true, features);
  const menu = (
    <nav className="kumo-admin-menu" aria-label={t('adminMenu')}>
      <Link className="kumo-brand" to="/secure/timeline">
        <IconShieldCog size={24} aria-hidden />
        <span>{t('adminMenu')}</span>
      </Link>
      <ul>
        {entries.map(({ path, label }) => (
          <li key={path}>
            <Link
              className="kumo-nav-item"
              to={path}
              aria-current={pathname.startsWith(path) ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (desktop)
    return (
      <div className="kumo-frame kumo-admin" data-desktop>
        <div className="kumo-sidebar">{menu}</div>
        <main className="kumo-main kumo-admin-main" id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
    );
  return (
    <div className="kumo-admin">
      {atIndex ? (
        <main className="kumo-main" id={MAIN_ID} tabIndex={-1}>
          {menu}
        </main>
      ) : (
        <main className="kumo-main" id={MAIN_ID} tabIndex={-1}>
          <Link className="kumo-admin-back" to="/admin">
            <IconChevronLeft size={16} aria-hidden />
            {t('adminMenu')}
          </Link>
          {children}
        </main>
      )}
    </div>
  );
}
