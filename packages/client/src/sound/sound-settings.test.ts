import { expect, test } from 'vitest';
import { SETTING_DEFS } from '../store/index.ts';
import { effectiveVolume, SOUND_EVENTS, soundSettingKey, soundToPlay, soundUrl } from './sound-settings.ts';

const env = { prefersReducedMotion: false, isMobile: false };

test('the default volumes are master 0.3 and media 0.5 (spec P2 §9)', () => {
  expect(SETTING_DEFS.sound_masterVolume.default(env)).toBe(0.3);
  expect(SETTING_DEFS.sound_mediaVolume.default(env)).toBe(0.5);
});

test('every sound event has a device-level setting with a type and a volume', () => {
  for (const event of SOUND_EVENTS) {
    const def = SETTING_DEFS[soundSettingKey(event)];
    expect(def.level).toBe('device');
    expect(def.default(env)).toEqual({ type: expect.any(String), volume: expect.any(Number) });
  }
});

test('the played volume is the master volume times the event volume', () => {
  expect(effectiveVolume(0.3, 1)).toBeCloseTo(0.3);
  expect(effectiveVolume(0.5, 0.5)).toBeCloseTo(0.25);
  expect(effectiveVolume(1, 0)).toBe(0);
});

test('volumes outside 0..1 are clamped, and nonsense counts as silence', () => {
  expect(effectiveVolume(2, 0.5)).toBeCloseTo(0.5);
  expect(effectiveVolume(-1, 1)).toBe(0);
  expect(effectiveVolume(Number.NaN, 1)).toBe(0);
});

test('a sound set to none, or at volume zero, plays nothing', () => {
  expect(soundToPlay(0.3, { type: null, volume: 1 })).toBeNull();
  expect(soundToPlay(0.3, { type: 'chime', volume: 0 })).toBeNull();
  expect(soundToPlay(0, { type: 'chime', volume: 1 })).toBeNull();
  expect(soundToPlay(0.3, undefined)).toBeNull();
});

test('a chosen sound plays from /client-assets/sounds/{sound}.mp3', () => {
  const played = soundToPlay(0.5, { type: 'chime', volume: 0.8 });
  expect(played?.url).toBe('/client-assets/sounds/chime.mp3');
  expect(played?.volume).toBeCloseTo(0.4);
  expect(soundUrl('../x')).toBe('/client-assets/sounds/..%2Fx.mp3');
});
