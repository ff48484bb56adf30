import { t } from '@/i18n/index.ts';

export function LoadingView() {
  return (
    <div className="kumo-loading" role="status" aria-live="polite">
      <span className="kumo-spinner" aria-hidden />
      <span className="kumo-visually-hidden">{t('loading')}</span>
    </div>
  );
}
