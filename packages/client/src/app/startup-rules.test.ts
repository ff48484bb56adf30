import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import {
  announcementsToShow,
  parseLastUsed,
  shouldOpenSetupWizard,
  shouldWelcomeBack,
} from './startup-rules.ts';

const HOUR = 3_600_000;

test('welcome back only after more than two hours away, and never on a first visit', () => {
  const now = 10 * HOUR;
  expect(shouldWelcomeBack(now - 2 * HOUR, now)).toBe(false);
  expect(shouldWelcomeBack(now - 2 * HOUR - 1, now)).toBe(true);
  expect(shouldWelcomeBack(null, now)).toBe(false);
});

test('the setup wizard opens unless it was finished (-1)', () => {
  expect(shouldOpenSetupWizard(0)).toBe(true);
  expect(shouldOpenSetupWizard(2)).toBe(true);
  expect(shouldOpenSetupWizard(-1)).toBe(false);
});

test('only unread announcements shown as dialogs open at start', () => {
  const a = (id: string, display: 'dialog' | 'normal' | 'banner') =>
    ({ id, display }) as entities.Announcement;
  expect(
    announcementsToShow({ unreadAnnouncements: [a('1', 'dialog'), a('2', 'normal'), a('3', 'banner')] }).map(
      (x) => x.id,
    ),
  ).toEqual(['1']);
});

test('a stored lastUsed that is not a positive number is ignored', () => {
  expect(parseLastUsed('123')).toBe(123);
  expect(parseLastUsed('abc')).toBeNull();
  expect(parseLastUsed(null)).toBeNull();
});
