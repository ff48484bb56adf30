import type { RefObject } from 'react';
import { useServerFeatures } from '@/account/index.ts';
import { ChatColumn } from '@/chat/index.ts';
import { AntennaPlace } from '@/note/index.ts';
import { NotificationList } from '@/notifications/index.ts';
import {
  useAntennaFeed,
  useChannelFeed,
  useDirectNotesFeed,
  useListFeed,
  useMainTimelineFeed,
  useRoleFeed,
} from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';
import type { Column } from './deck-types.ts';

type Scroll = { scrollRef: RefObject<HTMLElement | null> };

function MainTimelineColumn({ column, scrollRef }: { column: Column } & Scroll) {
  const feed = useMainTimelineFeed(column.tl ?? 'home', column.withReplies ?? false, {
    withRenotes: column.withRenotes,
    withFiles: column.onlyFiles,
  });
  return <Timeline key={JSON.stringify(feed.queryKey)} {...feed} scrollRef={scrollRef} />;
}

function ListColumn({ id, scrollRef }: { id: string } & Scroll) {
  return <Timeline {...useListFeed(id)} scrollRef={scrollRef} />;
}

/** An antenna's notes; as on its page, a note's menu can take the note out of the antenna. */
function AntennaColumn({ id, scrollRef }: { id: string } & Scroll) {
  const { antennaRemoveNote } = useServerFeatures();
  return (
    <AntennaPlace value={antennaRemoveNote ? id : null}>
      <Timeline {...useAntennaFeed(id)} scrollRef={scrollRef} />
    </AntennaPlace>
  );
}

function ChannelColumn({ id, scrollRef }: { id: string } & Scroll) {
  return <Timeline {...useChannelFeed(id)} scrollRef={scrollRef} />;
}

function RoleColumn({ id, scrollRef }: { id: string } & Scroll) {
  return <Timeline {...useRoleFeed(id)} scrollRef={scrollRef} />;
}

function DirectColumn({ scrollRef }: Scroll) {
  return <Timeline {...useDirectNotesFeed()} scrollRef={scrollRef} />;
}

/** What a column shows, by its kind (each list scrolls inside the column). */
export function ColumnBody({ column, scrollRef }: { column: Column } & Scroll) {
  switch (column.type) {
    case 'timeline':
      return <MainTimelineColumn column={column} scrollRef={scrollRef} />;
    case 'list':
      return column.listId ? <ListColumn id={column.listId} scrollRef={scrollRef} /> : null;
    case 'antenna':
      return column.antennaId ? <AntennaColumn id={column.antennaId} scrollRef={scrollRef} /> : null;
    case 'channel':
      return column.channelId ? <ChannelColumn id={column.channelId} scrollRef={scrollRef} /> : null;
    case 'roleTimeline':
      return column.roleId ? <RoleColumn id={column.roleId} scrollRef={scrollRef} /> : null;
    case 'notifications':
      return <NotificationList tab="all" hidden={(column.excludeTypes ?? []) as never[]} />;
    case 'mentions':
      return <NotificationList tab="mentions" hidden={[]} />;
    case 'direct':
      return <DirectColumn scrollRef={scrollRef} />;
    case 'chat':
      return <ChatColumn />;
    default:
      return null;
  }
}
