import { IconCopy, IconDownload } from '@tabler/icons-react';
import type { LocaleKey } from '@/i18n/index.ts';
import { t } from '@/i18n/index.ts';
import type { Theme } from '@/theme/index.ts';
import { themeToCode } from '@/theme/index.ts';
import { copyThemeCode, downloadThemeCode } from './theme-sharing.ts';

export type ShareStatus = 'copied' | 'copyFailed' | 'exported';

/** What the page says after a copy or an export. */
export const SHARE_STATUS_TEXT: Record<ShareStatus, LocaleKey> = {
  copied: 'themeCopied',
  copyFailed: 'themeCopyFailed',
  exported: 'themeExported',
};

/** The theme's code, folded away until asked for. */
export function ThemeCodeView({ theme }: { theme: Theme }) {
  return (
    <details className="kumo-theme-code-view">
      <summary>{t('themeCode')}</summary>
      <pre>{themeToCode(theme)}</pre>
    </details>
  );
}

/** Copies the theme's code and (unless it is built in) saves it as a file; says how that went. */
export function ThemeShareButtons({
  theme,
  exportable = true,
  onStatus,
}: {
  theme: Theme;
  exportable?: boolean;
  onStatus: (status: ShareStatus) => void;
}) {
  const copy = () =>
    copyThemeCode(theme).then(
      () => onStatus('copied'),
      () => onStatus('copyFailed'),
    );
  return (
    <>
      <button type="button" className="kumo-button" onClick={() => void copy()}>
        <IconCopy size={18} aria-hidden />
        {t('themeCopyCode')}
      </button>
      {exportable && (
        <button
          type="button"
          className="kumo-button"
          onClick={() => {
            downloadThemeCode(theme);
            onStatus('exported');
          }}
        >
          <IconDownload size={18} aria-hidden />
          {t('themeExport')}
        </button>
      )}
    </>
  );
}
