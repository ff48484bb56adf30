import type { entities } from 'misskey-js';

export type MediaBadge = 'gif' | 'alt' | 'nsfw';

/** Spec P2 §9: GIF for GIF and APNG images, ALT when the file has a description, NSFW when sensitive. */
export function mediaBadges(
  file: Pick<entities.DriveFile, 'type' | 'comment' | 'isSensitive'>,
): MediaBadge[] {
  const badges: MediaBadge[] = [];
  if (isAnimatedType(file.type)) badges.push('gif');
  if (file.comment != null && file.comment.trim() !== '') badges.push('alt');
  if (file.isSensitive) badges.push('nsfw');
  return badges;
}

/** The image types that animate for sure (GIF, APNG); animated WebP cannot be told from the type. */
export function isAnimatedType(type: string): boolean {
  return type === 'image/gif' || type === 'image/apng';
}
