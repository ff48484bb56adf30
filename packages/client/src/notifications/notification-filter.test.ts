import { describe, expect, test } from 'vitest';
import { listRequest, matchesTab, setTypeShown } from './notification-filter.ts';

describe('what each tab fetches', () => {
  test('all notifications are asked for without type parameters', () => {
    expect(listRequest('all')).toEqual({ kind: 'notifications', params: {} });
  });

  test('hidden types are sent as excludeTypes', () => {
    expect(listRequest('all', ['reaction', 'renote'])).toEqual({
      kind: 'notifications',
      params: { excludeTypes: ['reaction', 'renote'] },
    });
  });

  test('the mentions tab asks for mentions and replies only', () => {
    expect(listRequest('mentions', ['reply'])).toEqual({
      kind: 'notifications',
      params: { includeTypes: ['mention', 'reply'] },
    });
  });

  test('the direct tab asks notes/mentions for specified notes', () => {
    expect(listRequest('direct')).toEqual({ kind: 'direct', params: { visibility: 'specified' } });
  });
});

describe('live notifications in a tab', () => {
  test('the all tab takes every type that is not hidden', () => {
    expect(matchesTab({ type: 'follow' }, 'all')).toBe(true);
    expect(matchesTab({ type: 'reaction' }, 'all', ['reaction'])).toBe(false);
  });

  test('the mentions tab takes mentions and replies', () => {
    expect(matchesTab({ type: 'reply' }, 'mentions')).toBe(true);
    expect(matchesTab({ type: 'mention' }, 'mentions')).toBe(true);
    expect(matchesTab({ type: 'renote' }, 'mentions')).toBe(false);
  });

  test('the direct tab lists notes, never notifications', () => {
    expect(matchesTab({ type: 'mention' }, 'direct')).toBe(false);
  });
});

test('toggling a type keeps the hidden list in a stable order without duplicates', () => {
  let hidden = setTypeShown([], 'reaction', false);
  hidden = setTypeShown(hidden, 'follow', false);
  hidden = setTypeShown(hidden, 'follow', false);
  expect(hidden).toEqual(['follow', 'reaction']);
  expect(setTypeShown(hidden, 'follow', true)).toEqual(['reaction']);
});
