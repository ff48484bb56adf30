import { expect, test } from 'vitest';
import { detectDeviceKind } from './device-kind.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

test('a phone agent is a smartphone, an iPad is a tablet, a desktop browser a desktop', () => {
  expect(detectDeviceKind(IPHONE, 390)).toBe('smartphone');
  expect(detectDeviceKind(IPAD, 390)).toBe('tablet');
  expect(detectDeviceKind(DESKTOP, 390)).toBe('desktop');
});

test('a mobile or Android agent wider than 700 px is a tablet', () => {
  expect(detectDeviceKind(ANDROID, 700)).toBe('smartphone');
  expect(detectDeviceKind(ANDROID, 701)).toBe('tablet');
});

test('the overridedDeviceKind setting wins', () => {
  expect(detectDeviceKind(DESKTOP, 1920, 'smartphone')).toBe('smartphone');
});
