import { notificationTypes } from 'misskey-js';

type NotificationType = (typeof notificationTypes)[number];

/** The notifications Misskey can also send by email, in the order the page lists them. */
export const EMAIL_NOTIFICATION_TYPES = (
  [
    'follow',
    'receiveFollowRequest',
    'mention',
    'reply',
    'quote',
  ] as const satisfies readonly NotificationType[]
).filter((type) => (notificationTypes as readonly string[]).includes(type));

/**
 * The list after switching one type on or off. Types the page does not show (e.g. an older
 * server's `groupInvited`) are kept as they were.
 */
export function toggleEmailType(current: readonly string[], type: string, on: boolean): string[] {
  const without = current.filter((t) => t !== type);
  return on ? [...without, type] : without;
}

export type EmailAddressProblem = 'emailIncorrectPassword' | 'emailUnavailable' | null;

/** Kumo's explanation for the i/update-email refusals it knows. */
export function emailProblemKey(code: string | undefined): EmailAddressProblem {
  if (code === 'INCORRECT_PASSWORD') return 'emailIncorrectPassword';
  if (code === 'UNAVAILABLE') return 'emailUnavailable';
  return null;
}
