import { expect, test } from 'vitest';
import { channelPath, safeChannelColor } from './channel-path.ts';

test('channel paths go under /secure when signed in', () => {
  expect(channelPath('c1', true)).toBe('/secure/channels/c1');
  expect(channelPath('c1', false, '/edit')).toBe('/channels/c1/edit');
});

test('only hex colors from the server reach CSS', () => {
  expect(safeChannelColor('#86b300')).toBe('#86b300');
  expect(safeChannelColor('red;background:url(x)')).toBe('var(--accent)');
  expect(safeChannelColor(null, '#000')).toBe('#000');
});
