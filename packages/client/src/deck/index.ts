export * from './deck-ops.ts';
export { EMPTY_DECK, DEFAULT_COLUMN_WIDTH, COLUMN_KINDS } from './deck-types.ts';
export type { Column, ColumnKind, ColumnWidget, Deck, TimelineSource } from './deck-types.ts';
export {
  DECK_PROFILES_SCOPE,
  DECK_SAVE_DEBOUNCE_MS,
  DEFAULT_PROFILE,
  asDeck,
  createDeckSaver,
  isNoSuchKey,
  loadDeckProfile,
  type DeckRegistry,
} from './deck-profile.ts';
export { DeckView } from './DeckView.tsx';
export { useDeck } from './use-deck.ts';
export { useDeckHosted } from './DeckHost.tsx';
