import { MFM_FN_NAMES } from '@/mfm/index.ts';

/** Names starting with the query (all of them for an empty query), in the list order. */
export function matchMfmFnNames(query: string): string[] {
  const q = query.toLowerCase();
  return MFM_FN_NAMES.filter((name) => name.startsWith(q));
}
