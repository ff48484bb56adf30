import type { ReactNode } from 'react';
import { useUserHoverCard } from './use-user-hover-card.tsx';
import type { UserRef } from './user-card-rules.ts';

/**
 * Wraps a name or avatar so that hovering or focusing it shows the user's card. Where a wrapper
 * would disturb the layout, use `useUserHoverCard` and spread its `anchorProps` on the link itself.
 */
export function UserHoverTarget({
  user,
  children,
  className,
}: {
  user: UserRef;
  children: ReactNode;
  className?: string;
}) {
  const { anchorProps, preview } = useUserHoverCard(user);
  return (
    <span className={className ?? 'kumo-user-hover-target'} {...anchorProps}>
      {children}
      {preview}
    </span>
  );
}
