// Who may start writing to whom (the recipient's `chatScope`), and what a role's `chatAvailability`
// lets its holder do: plain rules, as Misskey's ChatService applies them when a message is sent.

export const CHAT_SCOPES = ['everyone', 'following', 'followers', 'mutual', 'none'] as const;
export type ChatScope = (typeof CHAT_SCOPES)[number];

/** Misskey's own default for a new account. */
export const DEFAULT_CHAT_SCOPE: ChatScope = 'mutual';

export type ChatAvailability = 'available' | 'readonly' | 'unavailable';

export interface FollowRelation {
  /** The sender follows the recipient. */
  senderFollows: boolean;
  /** The recipient follows the sender. */
  recipientFollows: boolean;
}

/**
 * Why the recipient's `chatScope` refuses the sender, in Misskey's words ("recipient is cannot chat
 * (mutual)"), or null when the message may go. `followers`: the recipient's followers may write;
 * `following`: those the recipient follows; `mutual`: both, judged now (not when they last wrote).
 */
export function chatScopeRefusal(scope: ChatScope, rel: FollowRelation): string | null {
  const allowed =
    scope === 'everyone' ||
    (scope === 'followers' && rel.senderFollows) ||
    (scope === 'following' && rel.recipientFollows) ||
    (scope === 'mutual' && rel.senderFollows && rel.recipientFollows);
  return allowed ? null : `recipient is cannot chat (${scope})`;
}

/** What a `chatAvailability` policy lets its holder do: read, and write (send, react, make rooms). */
export function chatRights(availability: ChatAvailability): { read: boolean; write: boolean } {
  return { read: availability !== 'unavailable', write: availability === 'available' };
}

/** A stored value that is not a scope (an older row) counts as Misskey's default. */
export function chatScopeOf(value: unknown): ChatScope {
  return (CHAT_SCOPES as readonly unknown[]).includes(value) ? (value as ChatScope) : DEFAULT_CHAT_SCOPE;
}
