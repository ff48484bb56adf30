import { serverFeatures, useEndpoints, useMeta, type ServerFeature } from '@/queries/index.ts';
import { useMe } from './me.tsx';

/** The optional features the signed-in account's server has (see `serverFeatures`). */
export function useServerFeatures(): Record<ServerFeature, boolean> {
  const { me } = useMe();
  return serverFeatures(me, useEndpoints(), useMeta());
}
