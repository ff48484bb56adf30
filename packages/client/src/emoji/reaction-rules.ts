import type { entities } from 'misskey-js';
import { canUseEmoji, type CustomEmoji } from './custom-emoji.ts';

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
