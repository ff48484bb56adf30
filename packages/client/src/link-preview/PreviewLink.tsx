import type { ReactNode } from 'react';
import { Link } from '@/router/index.ts';

/** A link to the previewed page: in-app navigation for this origin, else a new tab without referrer. */
export function PreviewLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const url = new URL(href);
  if (url.origin === window.location.origin)
    return (
      <Link to={`${url.pathname}${url.search}${url.hash}`} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  );
}

/** The address as people read it: host and path, without the scheme, decoded where possible. */
export function readableUrl(href: string): string {
  const url = new URL(href);
  let rest = `${url.pathname}${url.search}`;
  try {
    rest = decodeURI(rest);
  } catch {
    // keep it encoded
  }
  return `${url.host}${rest === '/' ? '' : rest}`;
}
