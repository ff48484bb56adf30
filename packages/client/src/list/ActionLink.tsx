import type { Icon } from '@tabler/icons-react';
import { Link } from '@/router/index.ts';

interface ActionLinkProps {
  to: string;
  icon: Icon;
  label: string;
  /** The page's main action is drawn as the primary button. */
  primary?: boolean;
  /** The row around the link (a list page's actions by default). */
  className?: string;
}

/** A page's action that leads somewhere ("New antenna", "Clean up the drive"), as a button-like link. */
export function ActionLink({
  to,
  icon: Glyph,
  label,
  primary = true,
  className = 'kumo-lists-actions',
}: ActionLinkProps) {
  return (
    <div className={className}>
      <Link className={primary ? 'kumo-button primary' : 'kumo-button'} to={to}>
        <Glyph size={16} aria-hidden />
        {label}
      </Link>
    </div>
  );
}
