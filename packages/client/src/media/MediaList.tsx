import type { CSSProperties } from 'react';
import type { entities } from 'misskey-js';
import type { ViewerItem } from '@/media-viewer/index.ts';
import { MediaAudio } from './MediaAudio.tsx';
import { MediaCell } from './MediaCell.tsx';
import { MediaFileLink } from './MediaFileLink.tsx';
import { MediaImage } from './MediaImage.tsx';
import { MediaVideo } from './MediaVideo.tsx';
import { mediaLayout, singleMediaRatio } from './media-layout.ts';
import { mediaKind } from './media-source.ts';
import { useMediaSettings } from './use-media-settings.ts';
import './media.css';

/** The viewer is loaded with the first image opened: a timeline draws without it. */
async function openViewer(items: ViewerItem[], index: number): Promise<void> {
  const { openMediaViewer } = await import('@/media-viewer/index.ts');
  await openMediaViewer(items, index);
}

function viewerItem(file: entities.DriveFile): ViewerItem {
  return {
    src: file.url,
    width: file.properties.width,
    height: file.properties.height,
    alt: file.comment,
    thumbnail: file.thumbnailUrl,
  };
}

/**
 * The files of a note: images and videos in a gallery laid out for 1, 2, 3 or 4+ items (spec P2 §9),
 * then audio players and download links. Clicking an image opens the viewer on all the note's images.
 */
export function MediaList({ files }: { files: entities.DriveFile[] }) {
  const settings = useMediaSettings();
  const visual = files.filter((f) => mediaKind(f.type) === 'image' || mediaKind(f.type) === 'video');
  const others = files.filter((f) => !visual.includes(f));
  const images = visual.filter((f) => mediaKind(f.type) === 'image');
  const layout = mediaLayout(visual.length);
  const single = visual[0];
  const singleStyle =
    layout === '1' && single
      ? ({
          '--kumo-media-ratio': singleMediaRatio(
            settings.oneImageAppearance,
            single.properties.width,
            single.properties.height,
          ),
        } as CSSProperties)
      : undefined;
  return (
    <div className="kumo-media-list">
      {visual.length > 0 && (
        <div
          className="kumo-media-grid"
          data-layout={layout}
          data-odd={visual.length > 4 && visual.length % 2 === 1 ? '' : undefined}
        >
          {visual.map((file) => (
            <MediaCell
              key={file.id}
              file={file}
              settings={settings}
              className="kumo-media-cell"
              style={singleStyle}
            >
              {mediaKind(file.type) === 'image' ? (
                <MediaImage
                  file={file}
                  settings={settings}
                  onOpen={() => void openViewer(images.map(viewerItem), images.indexOf(file))}
                />
              ) : (
                <MediaVideo file={file} dataSaver={settings.dataSaver} />
              )}
            </MediaCell>
          ))}
        </div>
      )}
      {others.map((file) =>
        mediaKind(file.type) === 'audio' ? (
          <MediaCell key={file.id} file={file} settings={settings} className="kumo-media-row">
            <MediaAudio file={file} dataSaver={settings.dataSaver} />
          </MediaCell>
        ) : (
          <div key={file.id} className="kumo-media-row" data-file-id={file.id}>
            <MediaFileLink file={file} />
          </div>
        ),
      )}
    </div>
  );
}
