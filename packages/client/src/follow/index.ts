export { FollowButton } from './FollowButton.tsx';
export { followButtonState, followEndpoint, relationAfter } from './follow-button-state.ts';
export type { FollowButtonState, FollowRelation } from './follow-button-state.ts';
