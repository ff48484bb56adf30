import { CONVERSATION_PAGE } from '@/queries/index.ts';

/**
 * notes/conversation answers the nearest parent first, page by page (offset). The page shows the
 * chain oldest first, ending just above the note; "show more" is offered while a page came back full.
 */
export function conversationView<T>(pages: readonly (readonly T[])[]): { notes: T[]; hasMore: boolean } {
  const nearestFirst = pages.flat();
  const last = pages[pages.length - 1];
  return {
    notes: [...nearestFirst].reverse(),
    hasMore: last !== undefined && last.length === CONVERSATION_PAGE,
  };
}
