import './timeline.css';

export { Timeline } from './Timeline.tsx';
export type { TimelineProps } from './Timeline.tsx';
export { useTimeline } from './use-timeline.ts';
export type { TimelineSpec } from './use-timeline.ts';
export { prependItems, removeItem, trimToNewest } from './merge-notes.ts';
export { availableSources, resolveSource } from './timeline-tabs.ts';
export { isNoteMuted, matchesMutedWords, parseMutedWords, mutedWordsToText } from './muted-words.ts';
export { NamedTimelinePage } from './NamedTimelinePage.tsx';
export { useFeedPrefs, feedPrefsOf, pinnedChannelIds } from './feed-prefs.ts';
