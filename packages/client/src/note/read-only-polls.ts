import { createContext } from 'react';

/**
 * Spec P2 §4, §5: polls read-only by setting. Inside it (a preview of something being made, such as
 * the page editor's preview of a note block) a poll shows its results and takes no vote.
 */
export const ReadOnlyPollsContext = createContext(false);
export const ReadOnlyPolls = ReadOnlyPollsContext.Provider;
