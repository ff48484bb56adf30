import type { entities } from 'misskey-js';

/** Spec P1 §3 and P2 §3: the notification types Kumo renders on purpose. */
export const SPEC_NOTIFICATION_TYPES = [
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'receiveFollowRequest',
  'followRequestAccepted',
  'achievementEarned',
  'app',
  'point',
] as const;

/**
 * The types a server accepts in includeTypes / excludeTypes and in the receive settings (misskey-js
 * `notificationTypes`, the spec's first), each with whether a user is behind it: those can be limited
 * to people one follows, followers and so on; the others are only on or off.
 */
export const SERVER_NOTIFICATION_TYPES = {
  follow: 'user',
  mention: 'user',
  reply: 'user',
  renote: 'user',
  quote: 'user',
  reaction: 'user',
  pollEnded: 'user',
  receiveFollowRequest: 'user',
  followRequestAccepted: 'user',
  achievementEarned: 'system',
  app: 'system',
  note: 'user',
  roleAssigned: 'system',
  exportCompleted: 'system',
  login: 'system',
  createToken: 'system',
} as const;
export type ServerNotificationType = keyof typeof SERVER_NOTIFICATION_TYPES;

/** The server's types whose source is `source`, in the list's order. */
export function serverTypesFrom<S extends 'user' | 'system'>(source: S) {
  return (Object.keys(SERVER_NOTIFICATION_TYPES) as ServerNotificationType[]).filter(
    (type) => SERVER_NOTIFICATION_TYPES[type] === source,
  ) as Array<
    {
      [K in ServerNotificationType]: (typeof SERVER_NOTIFICATION_TYPES)[K] extends S ? K : never;
    }[ServerNotificationType]
  >;
}

/**
 * `point` is in the spec but not in misskey-js: a server of the spec's fork sends it. Its fields are
 * not shown; Kumo reads an optional amount and message.
 */
export interface PointNotification {
  id: string;
  createdAt: string;
  type: 'point';
  point?: number;
  amount?: number;
  message?: string | null;
  /** Why (a server that has Kumo's points API says: dailyNote, reactionReceived, followed). */
  reason?: string | null;
  user?: entities.UserLite;
}

/**
 * Not a notification of the server: the main channel's `newChatMessage` (a chat message still unread
 * a few seconds after it came), shown as a pop-up that opens its conversation.
 */
export interface ChatMessageNotification {
  id: string;
  createdAt: string;
  type: 'newChatMessage';
  user: entities.UserLite;
  /** The room the message went to; none for a 1:1 message. */
  room: { id: string; name: string } | null;
  text: string | null;
}

export type KumoNotification = entities.Notification | PointNotification | ChatMessageNotification;
export type NotificationType = KumoNotification['type'];

/** The user who caused a notification, when there is one. */
export function notifierOf(n: KumoNotification): entities.UserLite | null {
  return 'user' in n && n.user ? n.user : null;
}

/** The note a notification is about, when there is one. */
export function noteOf(n: KumoNotification): entities.Note | null {
  return 'note' in n && n.note ? n.note : null;
}
