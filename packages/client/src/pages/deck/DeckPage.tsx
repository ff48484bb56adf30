import { useSyncExternalStore } from 'react';
import { useDeviceKind } from '@/app/index.ts';
import { DeckView, useDeckHosted } from '@/deck/index.ts';
import { useMainTimelineFeed } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';

/** Spec P1 §9's narrow breakpoint: below it the deck shows one column at a time. */
const NARROW = '(max-width: 500px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The deck's home in its main column (shown there only with `deckAlwaysShowMainColumn`). */
function HomeInMainColumn() {
  return <Timeline {...useMainTimelineFeed('home', false)} />;
}

/** /secure/deck: the multi-column deck of the chosen profile (the layout draws it when `ui` is deck). */
export default function DeckPage() {
  return useDeckHosted() ? <HomeInMainColumn /> : <OwnDeck />;
}

function OwnDeck() {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
  return <DeckView phone={useDeviceKind() === 'smartphone' || narrow} />;
}
