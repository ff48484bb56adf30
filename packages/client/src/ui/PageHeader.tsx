import { createContext, useContext, useEffect, type ComponentProps, type ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';
import { useStickyHeader } from './sticky-header.ts';
import { useWindowScope } from './window/window-scope.ts';

/** The signed-in user whose avatar page headers show on narrow screens; the app provides it. */
export const HeaderUserContext = createContext<ComponentProps<typeof Avatar>['user'] | null>(null);

/** The server's name, which every document title ends with; the app provides it. */
export const SiteNameContext = createContext<string | null>(null);

interface PageHeaderProps {
  title: ReactNode;
  /** A second line under the title: a user's handle, a note's date… */
  subtitle?: ReactNode;
  /** The user the page is about, whose avatar stands before the title (a profile, a note). */
  user?: ComponentProps<typeof Avatar>['user'] | null;
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
 * signed-in user's avatar (spec P1 §2). Its height, followed as a sticky container's (`sticky-header.ts`),
 * is where what sticks below it starts.
 */
export function PageHeader({ title, subtitle, user, icon, tabs, documentTitle }: PageHeaderProps) {
  const me = useContext(HeaderUserContext);
  const site = useContext(SiteNameContext);
  const inWindow = useWindowScope();
  const sticky = useStickyHeader<HTMLElement>();
  const page = documentTitle ?? (typeof title === 'string' ? title : null);
  useEffect(() => {
    // a page shown in a window names the window and leaves the tab's title alone
    if (inWindow) inWindow.setTitle(page ?? '');
    else document.title = documentTitleOf(page, site);
  }, [page, site, inWindow]);
  return (
    <header ref={sticky} className="kumo-page-header">
      {me && !inWindow && (
        <span className="kumo-header-avatar">
          <Avatar user={me} size={30} />
        </span>
      )}
      <button
        type="button"
        className="kumo-page-title"
        onClick={() => (inWindow ? inWindow.scrollToTop() : window.scrollTo({ top: 0, behavior: 'smooth' }))}
      >
        {user ? <Avatar user={user} size={28} /> : icon}
        <span className="kumo-page-title-text">
          <h1>{title}</h1>
          {subtitle && <span className="kumo-page-subtitle">{subtitle}</span>}
        </span>
      </button>
      {tabs}
    </header>
  );
}
