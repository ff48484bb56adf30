export { useUserHoverCard } from './use-user-hover-card.tsx';
export { UserHoverTarget } from './UserHoverTarget.tsx';
export { UserHoverCard } from './LazyUserHoverCard.tsx';
export { USER_CARD_SHOW_MS, USER_CARD_HIDE_MS, type UserRef } from './user-card-rules.ts';
export { UserRow, type UserRowProps } from './UserRow.tsx';
export { UserCards } from './UserCards.tsx';
