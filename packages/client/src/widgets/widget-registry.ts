import { accountWidgets } from './kinds/account.tsx';
import { activityWidget } from './kinds/activity.tsx';
import { aiscriptWidgets } from './kinds/aiscript.tsx';
import { birthdaysWidget } from './kinds/birthdays.tsx';
import { calendarWidget } from './kinds/calendar.tsx';
import { clockWidgets } from './kinds/clocks.tsx';
import { federationWidgets } from './kinds/federation.tsx';
import { feedWidgets } from './kinds/feeds.tsx';
import { jobQueueWidget } from './kinds/job-queue.tsx';
import { photosWidget } from './kinds/photos.tsx';
import { feedReaderWidgets } from './kinds/rss.tsx';
import { slideshowWidget } from './kinds/slideshow.tsx';
import { userListWidget } from './kinds/user-list.tsx';
import type { WidgetDef } from './widget-types.ts';

/** The widgets Kumo draws, by name: all of spec P1 §2, and Misskey's birthday widget. */
export const WIDGETS: ReadonlyMap<string, WidgetDef> = new Map(
  [
    ...accountWidgets,
    activityWidget,
    ...aiscriptWidgets,
    birthdaysWidget,
    calendarWidget,
    ...clockWidgets,
    ...federationWidgets,
    ...feedWidgets,
    ...feedReaderWidgets,
    jobQueueWidget,
    photosWidget,
    slideshowWidget,
    userListWidget,
  ].map((w) => [w.name, w]),
);
