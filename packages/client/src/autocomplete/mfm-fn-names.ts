/** Spec P2 §3: the MFM effect names offered after `$[`. */
export const MFM_FN_NAMES = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'x3',
  'x4',
  'scale',
  'position',
  'fg',
  'bg',
  'border',
  'font',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'ruby',
  'unixtime',
] as const;

/** Names starting with the query (all of them for an empty query), in the list order. */
export function matchMfmFnNames(query: string): string[] {
  const q = query.toLowerCase();
  return MFM_FN_NAMES.filter((name) => name.startsWith(q));
}
