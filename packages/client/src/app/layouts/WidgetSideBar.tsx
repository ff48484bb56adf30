import { t } from '@/i18n/index.ts';
import { WidgetArea } from './WidgetArea.tsx';

/** The widgets beside the page on desktop-wide windows (narrower ones open them in a drawer). */
export function WidgetSideBar() {
  return (
    <aside className="kumo-widget-side" aria-label={t('widgetsSide')}>
      <WidgetArea />
    </aside>
  );
}
