// The federation page's filter: the states and sorts federation/instances takes.
import type { FederationFilter } from '@/queries/index.ts';

export const STATES = [
  'all',
  'federating',
  'subscribing',
  'publishing',
  'suspended',
  'silenced',
  'blocked',
  'notResponding',
] as const;
export type State = (typeof STATES)[number];
export const SORTS = [
  '+pubSub',
  '+notes',
  '+users',
  '+following',
  '+followers',
  '+latestRequestReceivedAt',
  '+firstRetrievedAt',
] as const;
export type Sort = (typeof SORTS)[number];

/** The state filter as federation/instances takes it: one flag set, the others left out. */
export function stateFilter(state: State): FederationFilter {
  return state === 'all' ? {} : { [state]: true };
}
