import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { t } from '@/i18n/index.ts';
import { WidgetAreaAd } from '@/ads/index.ts';
import { useSetting } from '@/store/index.ts';

/** Wide enough for a widget side bar beside the menu and the page (Misskey shows it from ~1100 px). */
const WIDE = '(min-width: 1200px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// the widgets' code stays off the first screen's path: it loads once a wide window shows the bar
const WidgetStack = lazy(() => import('@/widgets/index.ts').then((m) => ({ default: m.WidgetStack })));

/** The widgets of the `widgets` setting beside the page on wide windows, with their edit mode. */
export function WidgetSideBar() {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
  const [widgets, setWidgets] = useSetting('widgets');
  const [editing, setEditing] = useState(false);
  if (!wide) return null;
  return (
    <aside className="kumo-widget-side" aria-label={t('widgetsSide')}>
      {widgets.length === 0 && !editing ? (
        // no widgets yet: nothing of theirs is loaded until the user starts adding some
        <button type="button" className="kumo-button" aria-pressed={false} onClick={() => setEditing(true)}>
          {t('widgetEdit')}
        </button>
      ) : (
        <Suspense fallback={null}>
          <WidgetStack
            editing={editing}
            onToggle={() => setEditing(!editing)}
            widgets={widgets}
            onChange={(next) =>
              setWidgets(
                next.map((w) => ({ place: widgets.find((x) => x.id === w.id)?.place ?? 'right', ...w })),
              )
            }
          />
        </Suspense>
      )}
      <WidgetAreaAd />
    </aside>
  );
}
