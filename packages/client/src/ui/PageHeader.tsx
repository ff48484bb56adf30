import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';

/** The signed-in user whose avatar page headers show on narrow screens; the app provides it. */
export const HeaderUserContext = createContext<ComponentProps<typeof Avatar>['user'] | null>(null);

interface PageHeaderProps {
  title: ReactNode;
  icon?: ReactNode;
  tabs?: ReactNode;
}

/**
 * The sticky page header. Clicking the title scrolls to the top; under 500 px wide it shows the
 * signed-in user's avatar (spec P1 §2).
 */
export function PageHeader({ title, icon, tabs }: PageHeaderProps) {
  const me = useContext(HeaderUserContext);
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
