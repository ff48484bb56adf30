import { describe, expect, test } from 'vitest';
import { bob, fromBob, noteBy, notification } from '../../test-support/test-fixtures.ts';
import { notificationNote } from './notification-note.ts';

describe('how a notification shows its note', () => {
  test('replies, mentions and quotes are drawn whole, to be answered', () => {
    for (const type of ['reply', 'mention', 'quote'] as const)
      expect(notificationNote(fromBob(type, 'hi')).kind).toBe('full');
  });

  test('reactions and ended polls recall the note in short', () => {
    expect(notificationNote(fromBob('reaction', 'mine', { reaction: '👍' }))).toMatchObject({
      kind: 'compact',
      note: { text: 'mine' },
    });
    expect(notificationNote(fromBob('pollEnded', 'which one?')).kind).toBe('compact');
  });

  test('a renote recalls the note that was renoted, not the renote', () => {
    const mine = noteBy(bob, 'original');
    const n = fromBob('renote', undefined, { note: noteBy(bob, null, { renote: mine }) });
    expect(notificationNote(n)).toEqual({ kind: 'compact', note: mine });
  });

  test('a missing or deleted note is said to be deleted', () => {
    expect(notificationNote(fromBob('reaction', undefined, { note: null })).kind).toBe('deleted');
    const deleted = noteBy(bob, 'x', { deletedAt: '2025-01-02T00:00:00.000Z' });
    expect(notificationNote(fromBob('mention', undefined, { note: deleted })).kind).toBe('deleted');
  });

  test('a notification about no note shows none', () => {
    expect(notificationNote(fromBob('follow')).kind).toBe('none');
    expect(notificationNote(notification('achievementEarned', { achievement: 'notes1' })).kind).toBe('none');
  });
});
