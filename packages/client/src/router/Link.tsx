import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history.ts';
import { openLinkMenu } from './link-menu.tsx';
import { useLinkScope } from './link-scope.ts';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/**
 * An in-app link: a real <a href> (so new tab and copy work), navigating without a reload on a plain
 * click (inside a page window, the window goes there); right-click or a long tap opens the link menu.
 */
export function Link({ to, onClick, onContextMenu, target, ...rest }: LinkProps) {
  const scope = useLinkScope();
  const onLinkClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || target === '_blank') return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (scope) scope(to);
    else navigate(to);
  };
  const onLinkMenu = (e: MouseEvent<HTMLAnchorElement>) => {
    onContextMenu?.(e);
    if (e.defaultPrevented) return;
    e.preventDefault();
    e.stopPropagation();
    openLinkMenu(to, e);
  };
  return <a href={to} target={target} onClick={onLinkClick} onContextMenu={onLinkMenu} {...rest} />;
}
