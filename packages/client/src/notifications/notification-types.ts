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
  user?: entities.UserLite;
}

export type KumoNotification = entities.Notification | PointNotification;
export type NotificationType = KumoNotification['type'];

/** The user who caused a notification, when there is one. */
export function notifierOf(n: KumoNotification): entities.UserLite | null {
  return 'user' in n && n.user ? n.user : null;
}

/** The note a notification is about, when there is one. */
export function noteOf(n: KumoNotification): entities.Note | null {
  return 'note' in n && n.note ? n.note : null;
}
