import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingView } from '@/ui/index.ts';

// The list's code (each kind of notification, follow requests' buttons, their texts) is for pages and
// columns that show notifications, none of them the first screen: it loads with the first list drawn.
const List = lazy(() => import('./NotificationList.tsx').then((m) => ({ default: m.NotificationList })));

/** The notifications of a tab (NotificationList.tsx), its code loaded when first drawn. */
export function NotificationList(props: ComponentProps<typeof List>) {
  return (
    <Suspense fallback={<LoadingView />}>
      <List {...props} />
    </Suspense>
  );
}
