/**
 * How Misskey names a reaction. A server reports a local custom emoji as `:name@.:` and a remote
 * one as `:name@host:`, in notes (`reactions`, `myReaction`) and in the stream's `reacted` and
 * `unreacted` events; a client may send `:name:`. Unicode reactions are kept without the
 * variation selector U+FE0F unless they are a joined sequence (as the server stores them).
 */
const CUSTOM = /^:([\w+-]+)(?:@([\w.:-]+))?:$/;

/** The one key a reaction is counted under, whichever way it was written. */
export function normalizeReaction(reaction: string): string {
  const r = reaction.trim();
  const custom = CUSTOM.exec(r);
  if (custom) return `:${custom[1]}@${custom[2] ?? '.'}:`;
  return r.includes('\u200d') ? r : r.replace(/\ufe0f/g, '');
}

/** Two reactions are the same one (`:kumo:` and `:kumo@.:`, `❤️` and `❤`). */
export function sameReaction(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normalizeReaction(a) === normalizeReaction(b);
}

/** The custom emoji a reaction shows (`name` for a local one, `name@host` for a remote one); null for Unicode. */
export function reactionEmojiName(reaction: string): string | null {
  const m = CUSTOM.exec(reaction.trim());
  if (!m) return null;
  return m[2] && m[2] !== '.' ? `${m[1]}@${m[2]}` : m[1]!;
}
