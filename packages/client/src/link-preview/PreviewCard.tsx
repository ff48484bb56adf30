import { t } from '@/i18n/index.ts';
import type { PreviewState } from './preview-fetch.ts';
import { safeImageUrl, truncateDescription } from './preview-rules.ts';
import { PreviewLink, readableUrl } from './PreviewLink.tsx';
import { PreviewThumbnail } from './PreviewThumbnail.tsx';

interface PreviewCardProps {
  url: string;
  preview: PreviewState;
  /** Smaller, without picture (the hover popup). */
  compact?: boolean;
}

/**
 * The card of a link (spec P2 §4): loading, loaded (title, description cut at 85 characters, icon,
 * picture, site name) or failed (the address and failedToPreviewUrl). Metadata is shown as text only.
 */
export function PreviewCard({ url, preview, compact = false }: PreviewCardProps) {
  const summary = preview.state === 'loaded' ? preview.summary : null;
  const thumbnail = summary && !compact ? safeImageUrl(summary.thumbnail) : null;
  const icon = summary ? safeImageUrl(summary.icon) : null;
  const description = summary ? truncateDescription(summary.description) : null;
  return (
    <div
      className="kumo-url-preview"
      data-state={preview.state}
      data-compact={compact || undefined}
      data-thumb={thumbnail ? '' : undefined}
      aria-busy={preview.state === 'loading' || undefined}
    >
      {thumbnail && summary && <PreviewThumbnail src={thumbnail} sensitive={summary.sensitive} />}
      <PreviewLink href={url} className="kumo-url-preview-body">
        {preview.state === 'loading' && (
          <>
            <span className="kumo-url-preview-loader" role="status">
              <span className="kumo-url-preview-spinner" aria-hidden />
              {t('linkPreviewLoading')}
            </span>
            <span className="kumo-url-preview-site">{readableUrl(url)}</span>
          </>
        )}
        {preview.state === 'failed' && (
          <>
            <span className="kumo-url-preview-title kumo-ellipsis">{readableUrl(url)}</span>
            <span className="kumo-url-preview-description">{t('failedToPreviewUrl')}</span>
          </>
        )}
        {summary && (
          <>
            <span className="kumo-url-preview-title kumo-ellipsis">{summary.title ?? readableUrl(url)}</span>
            {description && <span className="kumo-url-preview-description">{description}</span>}
            <span className="kumo-url-preview-site">
              {icon && (
                <img
                  className="kumo-url-preview-icon"
                  src={icon}
                  alt=""
                  referrerPolicy="no-referrer"
                  decoding="async"
                  onError={(e) => {
                    e.currentTarget.hidden = true;
                  }}
                />
              )}
              <span>{summary.sitename ?? new URL(url).host}</span>
            </span>
          </>
        )}
      </PreviewLink>
    </div>
  );
}
