import { useSyncExternalStore } from 'react';
import { useDeviceKind } from '@/app/index.ts';
import { DeckView } from '@/deck/index.ts';

/** Spec P1 §9's narrow breakpoint: below it the deck shows one column at a time. */
const NARROW = '(max-width: 500px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** /secure/deck: the multi-column deck of the chosen profile. */
export default function DeckPage() {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
  return <DeckView phone={useDeviceKind() === 'smartphone' || narrow} />;
}
