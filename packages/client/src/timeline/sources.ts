import type { Endpoint } from '../api/index.ts';

export type TimelineSource = 'home' | 'local' | 'social' | 'global';

/**
 * The endpoint and stream channel of each source. `replies`: the source takes `withReplies`
 * (Misskey's local and social timelines; the home timeline's replies follow per-followee settings).
 */
export const TIMELINE_SOURCES: Record<
  TimelineSource,
  { endpoint: Endpoint; channel: string; replies: boolean }
> = {
  home: { endpoint: 'notes/timeline', channel: 'homeTimeline', replies: false },
  local: { endpoint: 'notes/local-timeline', channel: 'localTimeline', replies: true },
  social: { endpoint: 'notes/hybrid-timeline', channel: 'hybridTimeline', replies: true },
  global: { endpoint: 'notes/global-timeline', channel: 'globalTimeline', replies: false },
};

export const PAGE_SIZE = 20;
/** After a reconnect, at most this many missed notes are fetched in one call (the API's cap). */
export const GAP_FETCH_LIMIT = 100;

/** A live list read from the top keeps this many notes; older ones load again on scroll. */
export const DISPLAY_LIMIT = 30;
/** Scrolled less than this, the reader counts as being at the top of the list. */
export const AT_TOP_PX = 100;
