/** Spec P2 §7: the media proxy's three renditions. */
export type ProxyKind = 'image' | 'preview' | 'static';

const PATHS: Record<ProxyKind, string> = {
  image: 'image.webp',
  preview: 'preview.webp',
  static: 'static.webp',
};

export interface ProxyOptions {
  /** Ask the proxy to answer with the original when it cannot convert (default true). */
  fallback?: boolean;
  /** Proxy through the origin server even when the instance uses an external proxy. */
  origin?: boolean;
}

/**
 * The media-proxy address of an image (spec P2 §7): `{base}/preview.webp?url=…&fallback=1&preview=1`,
 * `static.webp` with `static=1`, `image.webp` with nothing more. `base` is the instance's
 * `mediaProxy` (meta) or `{origin}/proxy`. An address already on the proxy is returned as it is.
 */
export function proxiedImageUrl(
  url: string,
  kind: ProxyKind,
  base: string,
  options: ProxyOptions = {},
): string {
  const root = base.replace(/\/+$/, '');
  if (url.startsWith(`${root}/`)) return url;
  const query = new URLSearchParams({ url });
  if (options.fallback ?? true) query.set('fallback', '1');
  if (kind !== 'image') query.set(kind, '1');
  if (options.origin) query.set('origin', '1');
  return `${root}/${PATHS[kind]}?${query.toString()}`;
}
