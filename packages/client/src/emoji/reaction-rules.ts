import type { entities } from 'misskey-js';
import { canUseEmoji, type CustomEmoji } from './custom-emoji.ts';
import { reactionEmojiName, sameReaction } from './reaction-key.ts';

export const LIKE_REACTION = '❤️';

type Acceptance = entities.Note['reactionAcceptance'];

/**
 * Spec P2 §4: what a note's reactionAcceptance allows. "Remote" is the reacting user seen from the server:
 * the signed-in user of this client is local there, so the *ForRemote variants restrict federated users only.
 */
export function reactionRules(acceptance: Acceptance | undefined, reactorIsRemote = false) {
  switch (acceptance) {
    case 'likeOnly':
      return { likeOnly: true, nonSensitiveOnly: false };
    case 'likeOnlyForRemote':
      return { likeOnly: reactorIsRemote, nonSensitiveOnly: false };
    case 'nonSensitiveOnly':
      return { likeOnly: false, nonSensitiveOnly: true };
    case 'nonSensitiveOnlyForLocalLikeOnlyForRemote':
      return { likeOnly: reactorIsRemote, nonSensitiveOnly: !reactorIsRemote };
    default:
      return { likeOnly: false, nonSensitiveOnly: false };
  }
}

/**
 * Whether a custom emoji may be a reaction to `note`: not under like-only, not sensitive when the note takes
 * non-sensitive reactions only, not a local-only emoji on a remote user's note, and not role-restricted to
 * roles the user lacks (spec P2 §6).
 */
export function canReactWithCustom(
  emoji: CustomEmoji,
  note: Pick<entities.Note, 'reactionAcceptance'> & { user: { host: string | null } },
  roleIds: readonly string[] | null,
  reactorIsRemote = false,
): boolean {
  const rules = reactionRules(note.reactionAcceptance, reactorIsRemote);
  if (rules.likeOnly) return false;
  if (rules.nonSensitiveOnly && emoji.isSensitive) return false;
  if (emoji.localOnly && note.user.host !== null) return false;
  return canUseEmoji(emoji, roleIds);
}

/**
 * Spec P2 §4, §6: whether a reaction chip under a note can be pressed by the signed-in user (to add
 * that reaction, or to take back their own), as Misskey's client decides: never for another
 * server's emoji or a custom emoji this server does not have (`emojis`: null while the list is
 * not known yet, when the server is left to decide), nor for one the note or the user's roles do
 * not allow; on a like-only note only the like.
 */
export function canPressReactionChip(
  reaction: string,
  note: Pick<entities.Note, 'reactionAcceptance' | 'myReaction'> & { user: { host: string | null } },
  emojis: ReadonlyMap<string, CustomEmoji> | null,
  roleIds: readonly string[] | null,
): boolean {
  if (sameReaction(note.myReaction, reaction)) return true;
  const name = reactionEmojiName(reaction);
  if (name === null)
    return !reactionRules(note.reactionAcceptance).likeOnly || sameReaction(reaction, LIKE_REACTION);
  if (name.includes('@')) return false;
  if (emojis === null) return !reactionRules(note.reactionAcceptance).likeOnly;
  const emoji = emojis.get(name);
  return emoji !== undefined && canReactWithCustom(emoji, note, roleIds);
}
