import { lazy, Suspense, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { WidgetAreaAd } from '@/ads/index.ts';
import { useWidgets } from './use-widgets.ts';

// the widgets' code stays off the first screen's path: it loads once widgets are shown
const WidgetStack = lazy(() => import('@/widgets/index.ts').then((m) => ({ default: m.WidgetStack })));

/** The widgets of the `widgets` setting with their edit mode: the side bar's and the drawer's content. */
export function WidgetArea() {
  const [widgets, setWidgets] = useWidgets();
  const [editing, setEditing] = useState(false);
  return (
    <>
      {widgets.length === 0 && !editing ? (
        // no widgets: nothing of theirs is loaded until the user starts adding some
        <button type="button" className="kumo-button" aria-pressed={false} onClick={() => setEditing(true)}>
          {t('widgetEdit')}
        </button>
      ) : (
        <Suspense fallback={null}>
          <WidgetStack
            editing={editing}
            onToggle={() => setEditing(!editing)}
            widgets={widgets}
            onChange={setWidgets}
          />
        </Suspense>
      )}
      <WidgetAreaAd />
    </>
  );
}
