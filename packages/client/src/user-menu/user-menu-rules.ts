// What the user menu offers for another user and how the user looks after an action (pure rules).

/** Mute durations offered, as Misskey offers them; `null` = until unmuted. */
export const MUTE_DURATIONS = ['indefinitely', 'hour', 'day', 'week'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];

const DURATION_MS: Record<MuteDuration, number | null> = {
  indefinitely: null,
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
};

/** mute/create `expiresAt` for a duration: a Unix time in ms, or null for an indefinite mute. */
export function muteExpiresAt(duration: MuteDuration, now: number = Date.now()): number | null {
  const ms = DURATION_MS[duration];
  return ms == null ? null : now + ms;
}

export interface UserRelation {
  id: string;
  isMuted?: boolean;
  isRenoteMuted?: boolean;
  isBlocking?: boolean;
  isFollowing?: boolean;
  isFollowed?: boolean;
  hasPendingFollowRequestFromYou?: boolean;
  hasPendingFollowRequestToYou?: boolean;
}

export type UserAction = 'mute' | 'unmute' | 'renoteMute' | 'renoteUnmute' | 'block' | 'unblock';

export const ACTION_ENDPOINT = {
  mute: 'mute/create',
  unmute: 'mute/delete',
  renoteMute: 'renote-mute/create',
  renoteUnmute: 'renote-mute/delete',
  block: 'blocking/create',
  unblock: 'blocking/delete',
} as const satisfies Record<UserAction, string>;

/** The relation actions the menu offers for `user`: none for oneself or when signed out. */
export function userActions(user: UserRelation, meId: string | undefined): UserAction[] {
  if (!meId || meId === user.id) return [];
  return [
    user.isMuted ? 'unmute' : 'mute',
    user.isRenoteMuted ? 'renoteUnmute' : 'renoteMute',
    user.isBlocking ? 'unblock' : 'block',
  ];
}

/** The user as the server describes them after `action` (a block also ends follows both ways). */
export function relationAfterAction<U extends UserRelation>(user: U, action: UserAction): U {
  switch (action) {
    case 'mute':
      return { ...user, isMuted: true };
    case 'unmute':
      return { ...user, isMuted: false };
    case 'renoteMute':
      return { ...user, isRenoteMuted: true };
    case 'renoteUnmute':
      return { ...user, isRenoteMuted: false };
    case 'block':
      return {
        ...user,
        isBlocking: true,
        isFollowing: false,
        isFollowed: false,
        hasPendingFollowRequestFromYou: false,
        hasPendingFollowRequestToYou: false,
      };
    case 'unblock':
      return { ...user, isBlocking: false };
  }
}
