/** Which entries a shown file's menu offers, by who is looking (as Misskey's media menu). */

export type MediaMenuKey =
  | 'hide'
  | 'openOriginal'
  | 'copyLink'
  | 'download'
  | 'markSensitive'
  | 'unmarkSensitive'
  | 'describe'
  | 'details'
  | 'saveToDrive';

export type MediaMenuEntry = MediaMenuKey | 'divider';

/**
 * Hide, open, copy and download for everyone; for a signed-in viewer, saving the file to their
 * drive; for the file's owner, marking it sensitive or not, describing it and its details.
 */
export function mediaMenuEntries(
  file: { userId: string | null; isSensitive: boolean },
  viewerId: string | null,
): MediaMenuEntry[] {
  const entries: MediaMenuEntry[] = ['hide', 'openOriginal', 'copyLink', 'download'];
  if (!viewerId) return entries;
  if (file.userId === viewerId) {
    entries.push('divider', file.isSensitive ? 'unmarkSensitive' : 'markSensitive', 'describe', 'details');
  } else {
    entries.push('divider', 'saveToDrive');
  }
  return entries;
}
