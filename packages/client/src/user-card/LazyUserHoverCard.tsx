import { lazy, Suspense } from 'react';
import type { UserRef } from './user-card-rules.ts';

// The card's code (counts, relation, follow button) is needed only once someone rests on a name:
// it starts loading as the pointer or focus arrives, well before the card's 500 ms delay is over.
const load = () => import('./UserHoverCard.tsx');
const Card = lazy(() => load().then((m) => ({ default: m.UserHoverCard })));

/** Starts loading the card's code (a name was hovered or focused). */
export function preloadUserHoverCard(): void {
  void load();
}

/** The hover card of a user (UserHoverCard.tsx), drawn once its code has loaded. */
export function UserHoverCard({ user }: { user: UserRef }) {
  return (
    <Suspense fallback={null}>
      <Card user={user} />
    </Suspense>
  );
}
