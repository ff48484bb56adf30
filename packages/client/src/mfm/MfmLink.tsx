import { useContext, type ReactNode } from 'react';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@/router/index.ts';
import { LinkHoverContext } from './link-hover.ts';
import { linkHref } from './safe-url.ts';

/**
 * The in-app path of an address on this origin, else null. A path starting with `//` (from
 * `https://this.host//evil.example/` or `https://this.host/\evil.example/`) is not one: as an href it would be
 * protocol-relative and lead to another site, so such an address stays an external link.
 */
function sameOriginPath(href: string): string | null {
  const url = new URL(href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

interface LinkTargetProps {
  href: string;
  className: string;
  marker: boolean;
  children: ReactNode;
}

/**
 * Same-origin addresses navigate in the app; others open in a new tab without referrer or opener,
 * with their preview on hover where one is provided.
 */
function LinkTarget({ href, className, marker, children }: LinkTargetProps) {
  const Hover = useContext(LinkHoverContext);
  const path = sameOriginPath(href);
  if (path !== null)
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  const link = (hover: object | null) => (
    <a className={className} href={href} target="_blank" rel="nofollow noopener" {...hover}>
      {children}
      {marker && <IconExternalLink className="kumo-mfm-external" size="0.9em" aria-hidden />}
    </a>
  );
  return Hover ? <Hover url={href}>{link}</Hover> : link(null);
}

/** A bare URL in the text: a link only for http(s) (spec P2 §5), else the text as written. */
export function MfmUrl({ url }: { url: string }) {
  const href = linkHref(url);
  if (href === null) return <>{url}</>;
  const scheme = url.match(/^https?:\/\//i)?.[0] ?? '';
  return (
    <LinkTarget href={href} className="kumo-mfm-url" marker>
      <span className="kumo-mfm-url-scheme">{scheme}</span>
      {safeDecode(url.slice(scheme.length))}
    </LinkTarget>
  );
}

/** `[label](url)`: the label links to the URL if it is http(s); a silent link carries no external marker. */
export function MfmLink({ url, silent, children }: { url: string; silent: boolean; children: ReactNode }) {
  const href = linkHref(url);
  if (href === null) return <span className="kumo-mfm-link-invalid">{children}</span>;
  return (
    <LinkTarget href={href} className="kumo-mfm-link" marker={!silent}>
      {children}
    </LinkTarget>
  );
}
