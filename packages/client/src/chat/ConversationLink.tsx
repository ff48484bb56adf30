import type { ReactNode } from 'react';
import { chatPath, type ChatTarget } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

/**
 * A link to a conversation: a real link to its page, or, inside the deck's chat column
 * (`onOpen`), a link that opens the conversation in the column.
 */
export function ConversationLink({
  target,
  onOpen,
  className,
  children,
}: {
  target: ChatTarget;
  onOpen?: (target: ChatTarget) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={chatPath(target)}
      className={className}
      onClick={(e) => {
        if (!onOpen || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onOpen(target);
      }}
    >
      {children}
    </Link>
  );
}
