import { useRef } from 'react';
import { NotificationList } from '@/notifications/index.ts';
import { InlinePostForm } from '@/post-form/index.ts';
import { useMainTimelineFeed } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { ScrollRootContext } from '@/ui/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';

function NotificationsWidget({ data }: WidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} className="kumo-widget-scroll" style={{ height: Number(data.height) }}>
      <ScrollRootContext.Provider value={box}>
        <NotificationList tab="all" hidden={[]} />
      </ScrollRootContext.Provider>
    </div>
  );
}

function TimelineWidget({ data }: WidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const feed = useMainTimelineFeed((data.src as 'home') ?? 'home', false);
  return (
    <div ref={box} className="kumo-widget-scroll" style={{ height: Number(data.height) }}>
      <Timeline key={String(data.src)} {...feed} scrollRef={box} />
    </div>
  );
}

export const feedWidgets: WidgetDef[] = [
  {
    name: 'notifications',
    schema: { height: { type: 'number', default: 300, min: 100, max: 1200, step: 50 } },
    Component: NotificationsWidget,
  },
  {
    name: 'timeline',
    schema: {
      height: { type: 'number', default: 300, min: 100, max: 1200, step: 50 },
      src: { type: 'enum', default: 'home', options: ['home', 'local', 'social', 'global'] },
    },
    Component: TimelineWidget,
  },
  { name: 'postForm', schema: {}, Component: () => <InlinePostForm /> },
];
