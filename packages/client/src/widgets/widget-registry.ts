import { accountWidgets } from './kinds/account.tsx';
import { calendarWidget } from './kinds/calendar.tsx';
import { clockWidgets } from './kinds/clocks.tsx';
import { feedWidgets } from './kinds/feeds.tsx';
import { photosWidget } from './kinds/photos.tsx';
import { userListWidget } from './kinds/user-list.tsx';
import type { WidgetDef } from './widget-types.ts';

/** The widgets Kumo draws, by name; the others of spec P1 §2 come with their issues. */
export const WIDGETS: ReadonlyMap<string, WidgetDef> = new Map(
  [...accountWidgets, calendarWidget, ...clockWidgets, ...feedWidgets, photosWidget, userListWidget].map(
    (w) => [w.name, w],
  ),
);
