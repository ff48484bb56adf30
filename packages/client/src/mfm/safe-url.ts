/**
 * spec P2 §5, §8: only http and https links are accepted; any other scheme (javascript:, data:, vbscript:,
 * file:...) or an unparsable address throws 'invalid url'. Returns the normalised address to use as href.
 */
export function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('invalid url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('invalid url');
  return parsed.href;
}

/** safeUrl without the throw: the href, or null when the address must not become a link. */
export function linkHref(url: string): string | null {
  try {
    return safeUrl(url);
  } catch {
    return null;
  }
}
