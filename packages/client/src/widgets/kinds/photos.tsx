import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useRecentImages } from '@/queries/index.ts';
import { useChannelEvent } from '@/stream/index.ts';
import type { WidgetDef } from '../widget-types.ts';

/** The user's newest images (from every drive folder), a new upload added at once. */
function Photos() {
  const { account } = useMe();
  const images = useRecentImages();
  useChannelEvent(account ? 'main' : null, undefined, 'driveFileCreated', () => void images.refetch());
  if (!images.data) return <p className="kumo-caption">…</p>;
  if (images.data.length === 0) return <p className="kumo-caption">{t('widgetPhotosNone')}</p>;
  return (
    <ul className="kumo-widget-photos">
      {images.data.map((file) => (
        <li key={file.id}>
          <img
            src={file.thumbnailUrl ?? file.url}
            alt={file.comment ?? file.name}
            loading="lazy"
            className={file.isSensitive ? 'kumo-widget-photo-sensitive' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export const photosWidget: WidgetDef = {
  name: 'photos',
  schema: { transparent: { type: 'boolean', default: false } },
  Component: Photos,
};
