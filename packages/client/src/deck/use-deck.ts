import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showApiError } from '@/api/index.ts';
import { useDeckRegistry } from '@/queries/index.ts';
import { useSetting, useSettingsStore } from '@/store/index.ts';
import { createStore, useStore } from '@/ui/index.ts';
import { createDeckSaver, deviceDeckFor, loadDeckProfile, toDeviceDeck } from './deck-profile.ts';
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
 * The deck of the chosen profile (the `deckProfile` setting of this device and account): drawn at once
 * from the copy this device keeps for the account (spec P1 §3, the `deckOnDevice` setting), then
 * loaded from the registry; changed through `apply(operation)`, each change kept on the device at once
 * and saved to the registry after a second's pause. When the registry cannot be read, the device's
 * copy stays on screen.
 */
export function useDeck() {
  const registry = useDeckRegistry();
  const [profile, setProfile] = useSetting('deckProfile');
  const state = useStore(deckStore);
  const settings = useSettingsStore();
  const saver = useMemo(() => createDeckSaver(registry, (e) => void showApiError(e)), [registry]);
  const saverRef = useRef(saver);
  saverRef.current = saver;

  useEffect(() => {
    if (deckStore.get().profile === profile) return;
    let live = true;
    const onDevice = deviceDeckFor(settings.get('deckOnDevice'), profile);
    if (onDevice) deckStore.set({ profile, deck: onDevice, error: null });
    void saverRef.current.flush().then(async () => {
      try {
        const deck = await loadDeckProfile(registry, profile, onDevice ?? EMPTY_DECK);
        if (!live) return;
        deckStore.set({ profile, deck, error: null });
        settings.set('deckOnDevice', toDeviceDeck(profile, deck));
      } catch (error) {
        if (live && !onDevice) deckStore.set({ profile, deck: EMPTY_DECK, error });
      }
    });
    return () => {
      live = false;
    };
  }, [profile, registry, settings]);
  // a change still waiting is written when the deck page goes away
  useEffect(() => () => void saverRef.current.flush(), []);

  const apply = useCallback(
    (operation: (deck: Deck) => Deck) => {
      const current = deckStore.get();
      if (current.profile === null) return;
      const deck = operation(current.deck);
      if (deck === current.deck) return;
      deckStore.set({ ...current, deck });
      settings.set('deckOnDevice', toDeviceDeck(current.profile, deck));
      saver.schedule(current.profile, deck);
    },
    [saver, settings],
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
