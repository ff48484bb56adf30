import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import type { NavItem } from './nav-items.tsx';

/** One destination of the side or top menu: its icon, its label, current when the page is under it, its unread dot. */
export function NavEntryLink({
  entry,
  pathname,
  me,
  onNavigate,
}: {
  entry: NavItem;
  pathname: string;
  me: entities.MeDetailed | null | undefined;
  onNavigate?: () => void;
}) {
  return (
    <Link
      className="kumo-nav-item"
      to={entry.to}
      aria-current={pathname.startsWith(entry.to) ? 'page' : undefined}
      onClick={onNavigate}
      title={t(entry.label)}
    >
      {entry.icon}
      <span className="kumo-nav-label">{t(entry.label)}</span>
      {me && entry.indicated?.(me) && <span className="kumo-nav-indicator" aria-label={t('unread')} />}
    </Link>
  );
}
