import { expect, test } from 'vitest';
import { availableSources, resolveSource } from './timeline-tabs.ts';

test('every tab shows when both timelines are allowed', () => {
  expect(availableSources({ ltlAvailable: true, gtlAvailable: true })).toEqual([
    'home',
    'local',
    'social',
    'global',
  ]);
});

test('local and social go together with ltlAvailable; global follows gtlAvailable', () => {
  expect(availableSources({ ltlAvailable: false, gtlAvailable: true })).toEqual(['home', 'global']);
  expect(availableSources({ ltlAvailable: true, gtlAvailable: false })).toEqual(['home', 'local', 'social']);
  expect(availableSources({ ltlAvailable: false, gtlAvailable: false })).toEqual(['home']);
});

test('unknown policies show only home', () => {
  expect(availableSources(undefined)).toEqual(['home']);
});

test('a stored source that is not shown falls back to home', () => {
  const allowed = availableSources({ ltlAvailable: false, gtlAvailable: true });
  expect(resolveSource('local', allowed)).toBe('home');
  expect(resolveSource('social', allowed)).toBe('home');
  expect(resolveSource('global', allowed)).toBe('global');
  expect(resolveSource('recommend', allowed)).toBe('home');
});
