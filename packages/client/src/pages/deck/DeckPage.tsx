import { useOneColumnDeck } from '@/app/index.ts';
import { DeckView, useDeckHosted } from '@/deck/index.ts';
import { useMainTimelineFeed } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';

/** The deck's home in its main column (shown there only with `deckAlwaysShowMainColumn`). */
function HomeInMainColumn() {
  return <Timeline {...useMainTimelineFeed('home', false)} />;
}

function OwnDeck() {
  return <DeckView phone={useOneColumnDeck()} />;
}

/** /secure/deck: the multi-column deck of the chosen profile (the layout draws it when `ui` is deck). */
export default function DeckPage() {
  return useDeckHosted() ? <HomeInMainColumn /> : <OwnDeck />;
}
