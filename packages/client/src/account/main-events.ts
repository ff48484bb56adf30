import type { entities } from 'misskey-js';

type Me = entities.MeDetailed;

/**
 * Spec P1 §4: how main-channel events change the current user's flags. Returns the same object
 * when the event changes nothing (so React skips a render).
 */
export function applyMainEvent(me: Me, type: string, body: unknown): Me {
  const set = <K extends keyof Me>(key: K, value: Me[K]): Me =>
    me[key] === value ? me : { ...me, [key]: value };
  switch (type) {
    case 'meUpdated':
      return body && typeof body === 'object' ? { ...me, ...(body as Partial<Me>) } : me;
    case 'readAllNotifications':
      return set('hasUnreadNotification', false);
    case 'unreadNotification':
      return set('hasUnreadNotification', true);
    case 'unreadMention':
      return set('hasUnreadMentions', true);
    case 'readAllUnreadMentions':
      return set('hasUnreadMentions', false);
    case 'unreadSpecifiedNote':
      return set('hasUnreadSpecifiedNotes', true);
    case 'readAllUnreadSpecifiedNotes':
      return set('hasUnreadSpecifiedNotes', false);
    case 'unreadAntenna':
      return set('hasUnreadAntenna', true);
    case 'readAllAntennas':
      return set('hasUnreadAntenna', false);
    case 'readAllAnnouncements':
      return set('hasUnreadAnnouncement', false);
    // Misskey 2025.4+: a chat message still unread a few seconds after it arrived
    case 'newChatMessage':
      return set('hasUnreadChatMessages', true);
    default:
      return me;
  }
}

/** The main-channel events that touch the current user. */
export const ME_EVENTS = [
  'meUpdated',
  'readAllNotifications',
  'unreadNotification',
  'unreadMention',
  'readAllUnreadMentions',
  'unreadSpecifiedNote',
  'readAllUnreadSpecifiedNotes',
  'unreadAntenna',
  'readAllAntennas',
  'readAllAnnouncements',
  'newChatMessage',
] as const;
