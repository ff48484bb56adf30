import { expect, test } from 'vitest';
import { safeTickerColor, showInstanceTicker } from './header-rules.ts';

test('the instance ticker follows the setting', () => {
  expect(showInstanceTicker('none', 'remote.example')).toBe(false);
  expect(showInstanceTicker('remote', null)).toBe(false);
  expect(showInstanceTicker('remote', 'remote.example')).toBe(true);
  expect(showInstanceTicker('always', null)).toBe(true);
});

test('only hex ticker colours are used', () => {
  expect(safeTickerColor('#86b300')).toBe('#86b300');
  expect(safeTickerColor('red;background:url(x)')).toBeNull();
  expect(safeTickerColor(null)).toBeNull();
});
