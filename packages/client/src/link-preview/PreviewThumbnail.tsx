import { useState } from 'react';
import { IconEyeOff } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { startsHidden } from '@/media/index.ts';
import { useSettingValue } from '@/store/index.ts';

/**
 * A preview's picture. A sensitive one waits behind a cover until clicked, and in data saver mode
 * or with nsfw 'force' every picture does (spec P2 §4); nothing is requested until then.
 */
export function PreviewThumbnail({ src, sensitive }: { src: string; sensitive: boolean }) {
  const nsfw = useSettingValue('nsfw');
  const dataSaver = useSettingValue('enableDataSaverMode');
  const [shown, setShown] = useState(false);
  const hidden = startsHidden(sensitive, { nsfw, dataSaver }) && !shown;
  return (
    <div className="kumo-url-preview-thumb">
      {hidden ? (
        <button type="button" className="kumo-url-preview-thumb-cover" onClick={() => setShown(true)}>
          <IconEyeOff size={18} aria-hidden />
          <span>{sensitive ? t('mediaSensitive') : t('mediaClickToShow')}</span>
        </button>
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={(e) => {
            // spec P2 §8: only logged; the empty frame goes away
            console.warn('link preview: could not load the picture', src);
            e.currentTarget.parentElement?.setAttribute('data-broken', '');
          }}
        />
      )}
    </div>
  );
}
