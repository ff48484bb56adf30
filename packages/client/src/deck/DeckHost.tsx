import { createContext, useContext, type ReactNode } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { DECK_HOME } from './deck-home.ts';
import { DeckView } from './DeckView.tsx';

const DeckHostedContext = createContext(false);

/** True inside the deck layout: the deck's own route then draws only what its main column shows. */
export function useDeckHosted(): boolean {
  return useContext(DeckHostedContext);
}

/**
 * The deck as the layout (`ui` = deck, spec P1 §2): the deck stays on screen and the page of the
 * current route is drawn in its main column (or in one of its own at the start when the deck has
 * none). On the deck's home the main column is hidden unless `deckAlwaysShowMainColumn` is on.
 */
export default function DeckHost({ path, children }: { path: string; children: ReactNode }) {
  const always = useSettingValue('deckAlwaysShowMainColumn');
  return (
    <DeckHostedContext.Provider value={true}>
      <DeckView phone={false} main={{ content: children, shown: always || path !== DECK_HOME, path }} />
    </DeckHostedContext.Provider>
  );
}
