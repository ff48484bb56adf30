import { describe, expect, test } from 'vitest';
import {
  excerptNote,
  excerptText,
  notificationLink,
  notificationSentence,
  pushSentences,
} from './notification-text.ts';
import { bob, fromBob, noteBy, notification } from '../../test-support/test-fixtures.ts';

describe('what each notification type says', () => {
  test.each([
    ['follow', undefined, 'Bob :wave: followed you'],
    ['mention', 'hi @alice', 'Bob :wave: mentioned you'],
    ['reply', 'me too', 'Bob :wave: replied to you'],
    ['renote', '', 'Bob :wave: renoted your note'],
    ['quote', 'look', 'Bob :wave: quoted your note'],
    ['pollEnded', 'which?', 'The poll by Bob :wave: has ended'],
    ['receiveFollowRequest', undefined, 'Bob :wave: asked to follow you'],
    ['followRequestAccepted', undefined, 'Bob :wave: accepted your follow request'],
    ['note', 'new', 'Bob :wave: posted a note'],
  ] as const)('%s', (type, text, expected) => {
    expect(notificationSentence(fromBob(type, text))).toBe(expected);
  });

  test('a reaction names who reacted (the emoji is drawn beside it)', () => {
    expect(notificationSentence(fromBob('reaction', 'nice', { reaction: '👍' }))).toBe(
      'Bob :wave: reacted to your note',
    );
  });

  test('a user without a display name is called by the username', () => {
    expect(notificationSentence(fromBob('follow', undefined, { user: { ...bob, name: null } }))).toBe(
      'bob followed you',
    );
  });

  test('an achievement names the achievement', () => {
    expect(notificationSentence(notification('achievementEarned', { achievement: 'notes1' }))).toBe(
      'Achievement earned: “Notes posted: 1”',
    );
  });

  test('an app notification uses its header, or a generic title without one', () => {
    expect(notificationSentence(notification('app', { header: 'Bot', body: 'Hello', icon: null }))).toBe(
      'Bot',
    );
    expect(notificationSentence(notification('app', { header: null, body: 'Hello', icon: null }))).toBe(
      'A notification from an app',
    );
  });

  test('points say how many when the server tells', () => {
    expect(notificationSentence(notification('point', { point: 30 }))).toBe('You received 30 points');
    expect(notificationSentence(notification('point'))).toBe('You received points');
    expect(notificationSentence(notification('point', { point: 5, reason: 'followed' }))).toBe(
      'You received 5 points: A new follower',
    );
    expect(notificationSentence(notification('point', { point: 2, reason: 'quiz' }))).toBe(
      'You received 2 points: quiz',
    );
  });

  test('types beyond the spec get a sentence of their own or a generic one', () => {
    expect(notificationSentence(notification('login'))).toBe('Someone signed in to your account');
    expect(notificationSentence(notification('roleAssigned', { role: { id: 'r1', name: 'Helper' } }))).toBe(
      'You were given the role “Helper”',
    );
    expect(notificationSentence(notification('somethingNew' as 'test'))).toBe(
      'A notification (somethingNew)',
    );
  });
});

describe('the note excerpt and the link', () => {
  test('a reply shows the reply and leads to it', () => {
    const n = fromBob('reply', 'me too');
    expect(excerptText(excerptNote(n))).toBe('me too');
    expect(notificationLink(n)).toBe('/notes/n-me-too');
  });

  test('a renote shows the renoted note of yours, not the empty renote', () => {
    const mine = noteBy(bob, 'my original');
    const n = fromBob('renote', undefined, { note: noteBy(bob, null, { renote: mine, renoteId: mine.id }) });
    expect(excerptText(excerptNote(n))).toBe('my original');
    expect(notificationLink(n)).toBe(`/notes/${mine.id}`);
  });

  test('a note with a content warning shows the warning, not the hidden text', () => {
    expect(excerptText(noteBy(bob, 'spoiler', { cw: 'film ending' }))).toBe('film ending');
  });

  test('a follow leads to the follower, an achievement to the achievements page', () => {
    expect(notificationLink(fromBob('follow'))).toBe('/@bob');
    expect(notificationLink(notification('achievementEarned', { achievement: 'notes1' }))).toBe(
      '/secure/my/achievements',
    );
    expect(notificationLink(notification('app', { body: 'x', header: null, icon: null }))).toBe(
      '/secure/my/notifications',
    );
  });
});

describe('the excerpt is one plain line', () => {
  test('markup and effects are dropped, their text kept, custom emoji left for the renderer', () => {
    expect(excerptText(noteBy(bob, '**Big** $[tada news] for @carol :wave:\n\n#kumo `code`'))).toBe(
      'Big news for @carol :wave: #kumo code',
    );
  });

  test('a note of only files or only a poll says what it holds', () => {
    expect(excerptText(noteBy(bob, null, { files: [{}, {}] as never }))).toBe('2 files');
    expect(excerptText(noteBy(bob, null, { poll: { choices: [], multiple: false, expiresAt: null } }))).toBe(
      'Poll',
    );
  });
});

test('the service worker is given each sentence with a place for the name, to word pushes with no tab open', () => {
  const sentences = pushSentences();
  expect(sentences.follow).toContain('{name}');
  expect(sentences.follow!.replace('{name}', bob.name ?? bob.username)).toBe(
    notificationSentence(notification('follow', { user: bob })),
  );
  expect(sentences.login).not.toContain('{name}');
  expect(sentences['*']).toBeTruthy();
});
