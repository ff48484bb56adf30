import { apiUrl } from '@/api/index.ts';

/**
 * spec P2 §2: custom emoji images live at /emoji/{name}.webp, remote ones at /emoji/{name}@{host}.webp,
 * on the account's server (a path on this origin when that is the server serving Kumo).
 */
export function customEmojiPath(name: string): string {
  return apiUrl(`/emoji/${name.split('@').map(encodeURIComponent).join('@')}.webp`);
}

/**
 * An image address from server data (a note's `emojis` map) usable as <img src>: http(s) or a path on this
 * origin. Anything else (data:, javascript:, protocol-relative) is refused — including paths a browser reads
 * as protocol-relative, such as `/\evil.example` or `/<tab>/evil.example`.
 */
export function safeImageSrc(url: string): string | null {
  if (url.startsWith('/')) {
    const origin = globalThis.location.origin;
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
