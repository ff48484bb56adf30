import { IconFolder } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { pickDriveFolder } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { useFolderImages } from '@/queries/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';

/** Misskey's slideshow shows each image for ten seconds. */
export const SLIDE_MS = 10_000;

function Slides({ folderId, height }: { folderId: string | null; height: number }) {
  const query = useFolderImages(folderId);
  const images = (query.data ?? []).filter((f) => f.type.startsWith('image/') && !f.isSensitive);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const id = setInterval(() => setIndex((i) => i + 1), SLIDE_MS);
    return () => clearInterval(id);
  }, [images.length]);
  if (!query.data) return <p className="kumo-caption">…</p>;
  if (images.length === 0) return <p className="kumo-caption">{t('widgetSlideshowEmpty')}</p>;
  const image = images[index % images.length]!;
  return (
    <div className="kumo-widget-slideshow" style={{ height }}>
      <img key={image.id} src={image.thumbnailUrl ?? image.url} alt={image.comment ?? image.name} />
    </div>
  );
}

/** The images of a drive folder, one after another; the folder is chosen from the drive. */
function Slideshow({ data, onData }: WidgetProps) {
  const folderId = typeof data.folderId === 'string' ? data.folderId : null;
  const choose = async () => {
    const folder = await pickDriveFolder();
    if (folder !== undefined) onData?.({ ...data, folderId: folder?.id ?? null, chosen: true });
  };
  return (
    <div className="kumo-widget-slideshow-wrap">
      {data.chosen === true ? (
        <Slides folderId={folderId} height={Number(data.height)} />
      ) : (
        <p className="kumo-caption">{t('widgetSlideshowChoose')}</p>
      )}
      <button type="button" className="kumo-button" onClick={() => void choose()}>
        <IconFolder size={16} aria-hidden />
        {t('widgetSlideshowFolder')}
      </button>
    </div>
  );
}

export const slideshowWidget: WidgetDef = {
  name: 'slideshow',
  schema: { height: { type: 'number', default: 300, min: 100, max: 800, step: 50 } },
  Component: Slideshow,
};
