import { useSyncExternalStore } from 'react';
import { useSettingsStore, useStoredSetting, widgetsToShow } from '@/store/index.ts';
import type { PlacedWidget } from '@/widgets/index.ts';
import { WIDGET_SIDE_BAR_QUERY } from './widget-place.ts';

/**
 * The widgets the side bar and the drawer show (the account's own list, else the default set) and
 * the setter both use: a change stores the whole list in the `widgets` setting (the account registry).
 */
export function useWidgets(): [readonly PlacedWidget[], (next: PlacedWidget[]) => void] {
  const store = useSettingsStore();
  const { value, known } = useStoredSetting('widgets');
  const shown = widgetsToShow(value, known);
  const set = (next: PlacedWidget[]) =>
    store.set(
      'widgets',
      next.map((w) => ({ place: shown.find((x) => x.id === w.id)?.place ?? 'right', ...w })),
    );
  return [shown, set];
}

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDGET_SIDE_BAR_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is wide enough for the widget side bar, following resizes. */
export function useWideWindow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDGET_SIDE_BAR_QUERY).matches);
}
