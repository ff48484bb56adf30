import type { Settings } from '@/store/index.ts';

export interface MediaHidingSettings {
  nsfw: Settings['nsfw'];
  dataSaver: boolean;
}

/**
 * Spec P2 §4: media starts hidden when it is sensitive, unless the sensitive-media setting is
 * 'ignore'; hiding is forced for every file when the setting is 'force' or data saver mode is on.
 */
export function startsHidden(isSensitive: boolean, { nsfw, dataSaver }: MediaHidingSettings): boolean {
  if (nsfw === 'force' || dataSaver) return true;
  if (nsfw === 'ignore') return false;
  return isSensitive;
}

/** What the cover over a hidden file says: sensitive content, or just "click to load" (data saver, force). */
export function coverReason(isSensitive: boolean): 'sensitive' | 'hidden' {
  return isSensitive ? 'sensitive' : 'hidden';
}

/**
 * Data saver mode (spec P2 §4, P1 §3): an image is not even requested until the user asks for it.
 * Under the other rules a hidden image is loaded behind its cover only when there is no blurhash
 * to show instead (the cover blurs it).
 */
export function loadsWhileHidden(hasBlurhash: boolean, dataSaver: boolean): boolean {
  return !dataSaver && !hasBlurhash;
}
