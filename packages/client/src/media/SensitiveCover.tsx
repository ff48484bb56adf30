import type { entities } from 'misskey-js';
import { IconEyeOff, IconPhoto } from '@tabler/icons-react';
import { BlurhashCanvas } from '@/blurhash/index.ts';
import { t } from '@/i18n/index.ts';
import { coverReason } from './media-visibility.ts';
import { formatFileSize } from '@/ui/index.ts';

interface SensitiveCoverProps {
  file: Pick<entities.DriveFile, 'isSensitive' | 'blurhash' | 'size' | 'properties'>;
  /** Show the file's size (data saver: the user decides whether to load it). */
  showSize: boolean;
  /** A blurred copy of the picture to show behind the text when there is no blurhash. */
  behind?: string | null;
  onReveal: () => void;
}

/** The cover over hidden media: its blurhash, why it is hidden, and "click to show" (spec P2 §4). */
export function SensitiveCover({ file, showSize, behind, onReveal }: SensitiveCoverProps) {
  const reason = coverReason(file.isSensitive);
  return (
    <button type="button" className="kumo-media-cover" data-reason={reason} onClick={onReveal}>
      {file.blurhash ? (
        <BlurhashCanvas
          className="kumo-media-cover-hash"
          hash={file.blurhash}
          width={file.properties.width}
          height={file.properties.height}
        />
      ) : (
        behind && <img className="kumo-media-cover-behind" src={behind} alt="" decoding="async" />
      )}
      <span className="kumo-media-cover-text">
        {reason === 'sensitive' ? <IconEyeOff size={22} aria-hidden /> : <IconPhoto size={22} aria-hidden />}
        <strong>{reason === 'sensitive' ? t('mediaSensitive') : t('mediaHidden')}</strong>
        <span>
          {t('mediaClickToShow')}
          {showSize && ` · ${formatFileSize(file.size)}`}
        </span>
      </span>
    </button>
  );
}
