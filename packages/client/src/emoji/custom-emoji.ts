import type { entities } from 'misskey-js';

/**
 * A custom emoji as the client keeps it: misskey-js EmojiSimple (what `emojis` returns), plus the fields the
 * spec names that some servers add (status, uploadedUserName). Real Misskey's EmojiSimple has neither, so a
 * missing field never hides an emoji.
 */
export type CustomEmoji = entities.EmojiSimple & {
  /** Spec P2 §3: only APPROVED is shown; absent means approved (plain Misskey does not send it). */
  status?: string | null;
  /** Spec P2 §5: an emoji whose uploader name is present but empty is hidden from search. */
  uploadedUserName?: string | null;
};

/** Spec P2 §3, §5: only status APPROVED is shown or searchable; a server that sends no status approves all. */
export function isApproved(emoji: CustomEmoji): boolean {
  return emoji.status === undefined || emoji.status === null || emoji.status === 'APPROVED';
}

/**
 * Spec P2 §5: "emojis with no uploader name are hidden from search". Applied only when the server sends the
 * field: plain Misskey's EmojiSimple has no uploadedUserName, and hiding every emoji there would be wrong.
 */
export function hasUploaderName(emoji: CustomEmoji): boolean {
  if (!('uploadedUserName' in emoji)) return true;
  return typeof emoji.uploadedUserName === 'string' && emoji.uploadedUserName.trim() !== '';
}

/** Spec P2 §6: an emoji restricted to roles can be used by a user holding one of them (roles: the user's role ids). */
export function canUseEmoji(emoji: CustomEmoji, roleIds: readonly string[] | null): boolean {
  const allowed = emoji.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [];
  if (allowed.length === 0) return true;
  return roleIds !== null && allowed.some((id) => roleIds.includes(id));
}

/** The role ids of the signed-in user (MeDetailed.roles), or null for a visitor. */
export function roleIdsOf(me: { roles?: ReadonlyArray<{ id: string }> } | undefined | null): string[] | null {
  if (!me) return null;
  return (me.roles ?? []).map((r) => r.id);
}
