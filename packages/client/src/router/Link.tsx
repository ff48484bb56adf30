import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history.ts';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/** An in-app link: a real <a href> (so new tab and copy work), navigating without a reload on a plain click. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const onLinkClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || target === '_blank') return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={onLinkClick} {...rest} />;
}
