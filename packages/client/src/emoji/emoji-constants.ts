/** Spec P2 §9: emoji limits. */
export const EMOJI_SEARCH_LIMIT = 100;
export const EMOJI_CACHE_REFRESH_MS = 60 * 60 * 1000;
export const RECENT_EMOJI_MAX = 32;
