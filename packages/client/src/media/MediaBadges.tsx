import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { mediaBadges } from './media-badges.ts';

const LABEL = { gif: 'mediaBadgeGif', alt: 'mediaBadgeAlt', nsfw: 'mediaBadgeNsfw' } as const;

/** GIF / ALT / NSFW marks in the corner of a shown file (spec P2 §9). */
export function MediaBadges({
  file,
}: {
  file: Pick<entities.DriveFile, 'type' | 'comment' | 'isSensitive'>;
}) {
  const badges = mediaBadges(file);
  if (badges.length === 0) return null;
  return (
    <span className="kumo-media-badges">
      {badges.map((b) => (
        <span
          key={b}
          className="kumo-media-badge"
          data-badge={b}
          title={b === 'alt' ? (file.comment ?? undefined) : undefined}
        >
          {t(LABEL[b])}
        </span>
      ))}
    </span>
  );
}
