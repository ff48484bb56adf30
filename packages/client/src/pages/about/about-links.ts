import type { entities } from 'misskey-js';

export type AboutLinkKind = 'tos' | 'privacy' | 'impressum' | 'contact';
export interface AboutLink {
  kind: AboutLinkKind;
  href: string;
}

type LinkMeta = Pick<
  entities.MetaDetailed,
  'tosUrl' | 'privacyPolicyUrl' | 'impressumUrl' | 'inquiryUrl' | 'maintainerEmail'
>;

/** An address the admin typed, kept only when it is a web address (never `javascript:` and the like). */
function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The links of /about, only those the server gives: terms, privacy policy, impressum, and a way to
 * contact the admins (the inquiry page, else the maintainer's e-mail address).
 */
export function aboutLinks(meta: Partial<LinkMeta>): AboutLink[] {
  const links: AboutLink[] = [];
  const add = (kind: AboutLinkKind, href: string | null) => {
    if (href) links.push({ kind, href });
  };
  add('tos', webAddress(meta.tosUrl));
  add('privacy', webAddress(meta.privacyPolicyUrl));
  add('impressum', webAddress(meta.impressumUrl));
  const email = meta.maintainerEmail?.trim();
  add(
    'contact',
    webAddress(meta.inquiryUrl) ?? (email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null),
  );
  return links;
}
