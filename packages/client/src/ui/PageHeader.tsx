import { createContext, useContext, useEffect, type ComponentProps, type ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';

/** The signed-in user whose avatar page headers show on narrow screens; the app provides it. */
export const HeaderUserContext = createContext<ComponentProps<typeof Avatar>['user'] | null>(null);

/** The server's name, which every document title ends with; the app provides it. */
export const SiteNameContext = createContext<string | null>(null);

interface PageHeaderProps {
  title: ReactNode;
  icon?: ReactNode;
  tabs?: ReactNode;
  /** The page's name in the document title, when `title` is not plain text. */
  documentTitle?: string;
}

/** `Page | Server`, as Misskey titles its pages. */
export function documentTitleOf(page: string | null, site: string | null): string {
  return [page, site].filter(Boolean).join(' | ') || 'Kumo';
}

/**
 * The sticky page header. Clicking the title scrolls to the top; under 500 px wide it shows the
 * signed-in user's avatar (spec P1 §2).
 */
export function PageHeader({ title, icon, tabs, documentTitle }: PageHeaderProps) {
  const me = useContext(HeaderUserContext);
  const site = useContext(SiteNameContext);
  const page = documentTitle ?? (typeof title === 'string' ? title : null);
  useEffect(() => {
    document.title = documentTitleOf(page, site);
  }, [page, site]);
  return (
    <header className="kumo-page-header">
      {me && (
        <span className="kumo-header-avatar">
          <Avatar user={me} size={30} />
        </span>
      )}
      <button
        type="button"
        className="kumo-page-title"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        {icon}
        <h1>{title}</h1>
      </button>
      {tabs}
    </header>
  );
}
