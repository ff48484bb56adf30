import type { entities } from 'misskey-js';
import { api } from '../api/index.ts';
import { PAGE_SIZE, TIMELINE_SOURCES, type TimelineSource } from './sources.ts';
import type { TimelineSpec } from './use-timeline.ts';

type Note = entities.Note;

/** The list behind one tab of the timeline page (key, fetch, stream channel). */
export function timelineSpecFor(
  src: TimelineSource,
  accountId: string | undefined,
  token: string | null,
  withReplies: boolean,
): TimelineSpec {
  const { endpoint, channel, replies } = TIMELINE_SOURCES[src];
  const params = replies ? { withReplies } : {};
  return {
    queryKey: ['timeline', src, accountId, params],
    fetch: (q) => api(endpoint as 'notes/local-timeline', { ...q, ...params }, token),
    channel,
    channelParams: params,
  };
}

/** The infinite query of a note list; also used to start the first fetch before the page has loaded. */
export function timelineQueryOptions(spec: Pick<TimelineSpec, 'queryKey' | 'fetch'>) {
  return {
    queryKey: spec.queryKey,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      spec.fetch({ untilId: pageParam, limit: PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Note[]) => (last.length === 0 ? undefined : last[last.length - 1]!.id),
    staleTime: Infinity,
  };
}
