import { Suspense } from 'react';
import { useMeta } from '@/queries/index.ts';
import { lazyOptional } from '@/ui/index.ts';

/** The ad's code loads with the first ad shown. */
const AdView = lazyOptional(() => import('./AdView.tsx'));
const WIDGET_AREA_PLACES = ['square'] as const;

/** A square ad of the server's under a widget area (the side bar, a deck widgets column), as Misskey has. */
export function WidgetAreaAd() {
  const hasAds = (useMeta()?.ads.length ?? 0) > 0;
  if (!hasAds) return null;
  return (
    <Suspense fallback={null}>
      <AdView prefer={WIDGET_AREA_PLACES} />
    </Suspense>
  );
}
