import { notificationTypes } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { EMAIL_NOTIFICATION_TYPES, emailProblemKey, toggleEmailType } from './email-types.ts';

describe('email settings rules', () => {
  test('the listed types are notification types misskey-js knows', () => {
    expect(EMAIL_NOTIFICATION_TYPES).toEqual(['follow', 'receiveFollowRequest', 'mention', 'reply', 'quote']);
    for (const type of EMAIL_NOTIFICATION_TYPES) expect(notificationTypes).toContain(type);
  });

  test('toggling adds or removes one type and keeps types the page does not show', () => {
    expect(toggleEmailType(['follow', 'groupInvited'], 'mention', true)).toEqual([
      'follow',
      'groupInvited',
      'mention',
    ]);
    expect(toggleEmailType(['follow', 'groupInvited'], 'follow', false)).toEqual(['groupInvited']);
    expect(toggleEmailType(['follow'], 'follow', true)).toEqual(['follow']);
  });

  test('i/update-email refusals map to explanations', () => {
    expect(emailProblemKey('INCORRECT_PASSWORD')).toBe('emailIncorrectPassword');
    expect(emailProblemKey('UNAVAILABLE')).toBe('emailUnavailable');
    expect(emailProblemKey('OTHER')).toBeNull();
  });
});
