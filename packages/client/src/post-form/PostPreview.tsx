import { useDeferredValue } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';

interface PostPreviewProps {
  text: string;
  /** The content warning, shown above as a note shows it; null when off. */
  cw: string | null;
  author: Pick<entities.UserLite, 'host'> & { isCat?: boolean };
}

/** The text being written, drawn as the note will show it (MFM), following the typing. */
export function PostPreview({ text, cw, author }: PostPreviewProps) {
  // a long text with effects may take a moment to draw: typing goes first
  const shown = useDeferredValue(text);
  return (
    <section className="kumo-post-preview" aria-label={t('postPreview')}>
      {cw !== null && cw.trim() !== '' && (
        <p className="kumo-post-preview-cw">
          <Mfm text={cw} author={author} plain />
        </p>
      )}
      {shown.trim() === '' ? (
        <p className="kumo-muted">{t('postPreviewEmpty')}</p>
      ) : (
        <div className="kumo-post-preview-text">
          <Mfm text={shown} author={author} />
        </div>
      )}
    </section>
  );
}
