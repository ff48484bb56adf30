import { IconChevronLeft, IconShieldCog } from '@tabler/icons-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { ADMIN_PAGES, Link, useLocation } from '@/router/index.ts';
import { useDeviceKind } from '../use-device-kind.ts';
import { MAIN_ID } from './SkipLink.tsx';

/** Admin pages that appear in the admin menu (sub-pages with parameters are reached from them). */
const ADMIN_MENU = ADMIN_PAGES.filter((p) => !p.includes(':') && !p.endsWith('/new'));
/** Menu entries of features some servers lack: shown only where the server offers them. */
const OPTIONAL = { 'subscription-plans': 'subscriptionPlans', pinnedChannel: 'pinnedChannels' } as const;
/**
 * The instance's settings and figures, which only administrators may read or change (Misskey's
 * `admin/meta`, `admin/update-meta`, `admin/get-table-stats` and plan endpoints ask for an
 * administrator): a moderator's menu leaves them out, as Misskey's does.
 */
const ADMIN_ONLY: ReadonlySet<string> = new Set([
  'settings',
  'branding',
  'moderation',
  'email-settings',
  'object-storage',
  'security',
  'instance-block',
  'proxy-account',
  'other-settings',
  'server-rules',
  'pinnedChannel',
  'subscription-plans',
  'database',
]);

/** The admin menu's entries for this account on this server. */
export function adminMenuEntries(
  isAdmin: boolean,
  features: Partial<Record<(typeof OPTIONAL)[keyof typeof OPTIONAL], boolean>>,
): string[] {
  return ADMIN_MENU.filter(
    (p) =>
      (isAdmin || !ADMIN_ONLY.has(p)) && (!(p in OPTIONAL) || features[OPTIONAL[p as keyof typeof OPTIONAL]]),
  );
}

const WIDE_QUERY = '(min-width: 601px)';
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
        {entries.map((p) => (
          <li key={p}>
            <Link
              className="kumo-nav-item"
              to={`/admin/${p}`}
              aria-current={pathname.startsWith(`/admin/${p}`) ? 'page' : undefined}
            >
              {t(`admin.${p}` as LocaleKey)}
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
