import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '@/router/index.ts';

interface EntityRowProps {
  /** Where the row's main part leads (the thing's page or settings). */
  to: string;
  icon: Icon;
  /** Draws the icon dimmed (a switched-off webhook). */
  inactive?: boolean;
  title: ReactNode;
  /** Lines under the title. */
  children?: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
  className?: string;
}

/** One row of a list of the user's own things (lists, antennas, webhooks): icon, name, details, actions. */
export function EntityRow({
  to,
  icon: Glyph,
  inactive,
  title,
  children,
  actions,
  className,
}: EntityRowProps) {
  return (
    <li className={className ? `kumo-entity-row ${className}` : 'kumo-entity-row'}>
      <Link className="kumo-entity-main" to={to}>
        <span className="kumo-entity-icon" aria-hidden data-inactive={inactive || undefined}>
          <Glyph size={18} />
        </span>
        <span className="kumo-entity-text">
          <b>{title}</b>
          {children}
        </span>
      </Link>
      {actions}
    </li>
  );
}
