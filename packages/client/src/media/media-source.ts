import type { entities } from 'misskey-js';
import { isAnimatedType } from './media-badges.ts';
import { proxiedImageUrl } from './media-proxy.ts';

export interface ImageSourceSettings {
  /** Setting loadRawImages: show the original file instead of its thumbnail. */
  loadRawImages: boolean;
  /** Setting disableShowingAnimatedImages: GIF and APNG are shown as a still picture. */
  disableAnimated: boolean;
  /** The media proxy's base address. */
  proxyBase: string;
}

type ImageFile = Pick<entities.DriveFile, 'url' | 'thumbnailUrl' | 'type'>;

/**
 * The address an image in a note is shown from: the thumbnail, or the original with loadRawImages;
 * a still rendition from the proxy when animations are turned off; the proxy's preview for a
 * (remote) file that has no thumbnail.
 */
export function imageSource(file: ImageFile, s: ImageSourceSettings): string {
  if (s.disableAnimated && isAnimatedType(file.type)) return proxiedImageUrl(file.url, 'static', s.proxyBase);
  if (s.loadRawImages) return file.url;
  return file.thumbnailUrl ?? proxiedImageUrl(file.url, 'preview', s.proxyBase);
}

/** What kind of player or view a file gets in a note. */
export type MediaKind = 'image' | 'video' | 'audio' | 'file';

/** Image and video types a browser shows safely; anything else is offered as a download. */
const BROWSER_SAFE = new Set([
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/apng',
  'image/bmp',
  'image/tiff',
  'image/x-icon',
  'video/ogg',
  'video/mp4',
  'video/webm',
  'audio/opus',
  'audio/ogg',
  'audio/webm',
  'audio/mp4',
  'audio/mpeg',
  'audio/aac',
  'audio/x-flac',
  'audio/flac',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
]);

export function mediaKind(type: string): MediaKind {
  if (!BROWSER_SAFE.has(type)) return 'file';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'audio';
}
