import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { applyMainEvent, ME_EVENTS } from './main-events.ts';

const me = {
  id: 'u1',
  name: 'Alice',
  hasUnreadNotification: false,
  hasUnreadMentions: false,
  hasUnreadSpecifiedNotes: false,
  hasUnreadAntenna: false,
  hasUnreadAnnouncement: true,
} as unknown as entities.MeDetailed;

describe('main-channel events update the current user (spec P1 §4)', () => {
  test.each([
    ['unreadNotification', 'hasUnreadNotification', true],
    ['unreadMention', 'hasUnreadMentions', true],
    ['unreadSpecifiedNote', 'hasUnreadSpecifiedNotes', true],
    ['unreadAntenna', 'hasUnreadAntenna', true],
    ['readAllAnnouncements', 'hasUnreadAnnouncement', false],
  ] as const)('%s sets %s to %s', (type, key, value) => {
    expect(applyMainEvent(me, type, {})[key]).toBe(value);
  });

  test('the read-all events clear their flag', () => {
    const all = {
      ...me,
      hasUnreadNotification: true,
      hasUnreadMentions: true,
      hasUnreadSpecifiedNotes: true,
      hasUnreadAntenna: true,
    };
    expect(applyMainEvent(all, 'readAllNotifications', undefined).hasUnreadNotification).toBe(false);
    expect(applyMainEvent(all, 'readAllUnreadMentions', undefined).hasUnreadMentions).toBe(false);
    expect(applyMainEvent(all, 'readAllUnreadSpecifiedNotes', undefined).hasUnreadSpecifiedNotes).toBe(false);
    expect(applyMainEvent(all, 'readAllAntennas', undefined).hasUnreadAntenna).toBe(false);
  });

  test('meUpdated merges the new data', () => {
    expect(applyMainEvent(me, 'meUpdated', { name: 'Alice 2' }).name).toBe('Alice 2');
  });

  test('an event that changes nothing keeps the same object', () => {
    expect(applyMainEvent(me, 'readAllNotifications', undefined)).toBe(me);
    expect(applyMainEvent(me, 'somethingElse', {})).toBe(me);
  });
  test('a new chat message still unread lights the chat entry', () => {
    const me = { hasUnreadChatMessages: false } as never;
    expect(applyMainEvent(me, 'newChatMessage', {}).hasUnreadChatMessages).toBe(true);
    expect(ME_EVENTS).toContain('newChatMessage');
  });
});
