import type { Widget } from './settings-defs.ts';

/**
 * The widgets a new account starts with, as Misskey's client starts it: a calendar, the notifications
 * and the trending hashtags, in the right column. Shown, never stored: the stored setting stays `[]`
 * by default (spec P1 §4) until the user changes the list.
 */
export const DEFAULT_WIDGETS: readonly Widget[] = [
  { name: 'calendar', id: 'a', place: 'right', data: {} },
  { name: 'notifications', id: 'b', place: 'right', data: {} },
  { name: 'trends', id: 'c', place: 'right', data: {} },
];

/**
 * The widgets to show: the account's own list whenever it has stored one (an empty list the user
 * chose stays empty); the default set when it never stored any; nothing while that is not known yet
 * (a device that has not read the server's copy of the account's settings).
 */
export function widgetsToShow(
  stored: readonly Widget[] | undefined,
  accountSettingsRead: boolean,
): readonly Widget[] {
  if (stored) return stored;
  return accountSettingsRead ? DEFAULT_WIDGETS : [];
}
