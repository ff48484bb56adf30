import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showApiError } from '@/api/index.ts';
import { useDeckRegistry } from '@/queries/index.ts';
import { useSetting } from '@/store/index.ts';
import { createStore, useStore } from '@/ui/index.ts';
import { createDeckSaver, loadDeckProfile } from './deck-profile.ts';
import { EMPTY_DECK, type Deck } from './deck-types.ts';

interface DeckState {
  /** The profile the deck below belongs to; null until one has loaded. */
  profile: string | null;
  deck: Deck;
  error: unknown;
}

// one deck per page (switching account reloads the page)
const deckStore = createStore<DeckState>({ profile: null, deck: EMPTY_DECK, error: null });

/**
 * The deck of the chosen profile (the `deckProfile` setting of this device and account): loaded
 * from the registry, changed through `apply(operation)`, each change saved after a second's pause.
 */
export function useDeck() {
  const registry = useDeckRegistry();
  const [profile, setProfile] = useSetting('deckProfile');
  const state = useStore(deckStore);
  const saver = useMemo(() => createDeckSaver(registry, (e) => void showApiError(e)), [registry]);
  const saverRef = useRef(saver);
  saverRef.current = saver;

  useEffect(() => {
    if (deckStore.get().profile === profile) return;
    let live = true;
    void saverRef.current.flush().then(async () => {
      try {
        const deck = await loadDeckProfile(registry, profile, EMPTY_DECK);
        if (live) deckStore.set({ profile, deck, error: null });
      } catch (error) {
        if (live) deckStore.set({ profile, deck: EMPTY_DECK, error });
      }
    });
    return () => {
      live = false;
    };
  }, [profile, registry]);
  // a change still waiting is written when the deck page goes away
  useEffect(() => () => void saverRef.current.flush(), []);

  const apply = useCallback(
    (operation: (deck: Deck) => Deck) => {
      const current = deckStore.get();
      if (current.profile === null) return;
      const deck = operation(current.deck);
      if (deck === current.deck) return;
      deckStore.set({ ...current, deck });
      saver.schedule(current.profile, deck);
    },
    [saver],
  );

  return {
    profile,
    loaded: state.profile === profile,
    deck: state.deck,
    error: state.error,
    apply,
    switchProfile: setProfile,
    registry,
  };
}
