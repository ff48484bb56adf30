import { expect, test, vi } from 'vitest';
import type { SettingKey, Settings } from '../store/index.ts';
import { createSoundPlayer, type PlayableSound } from './sound-player.ts';

function settings(values: Partial<Settings>) {
  return { get: <K extends SettingKey>(key: K) => values[key] as Settings[K] };
}

function setup(activated = true) {
  let now = 0;
  let active = activated;
  const played: Array<{ url: string; volume: number }> = [];
  let refuse: string | null = null;
  const createSound = vi.fn((url: string): PlayableSound => {
    const sound = {
      volume: 1,
      play: () => {
        if (refuse) return Promise.reject(new Error(refuse));
        played.push({ url, volume: sound.volume });
        return Promise.resolve();
      },
    };
    return sound;
  });
  const player = createSoundPlayer({ createSound, now: () => now, hasUserActivation: () => active });
  return {
    player,
    played,
    createSound,
    advance: (ms: number) => (now += ms),
    gesture: () => (active = true),
    refuse: (why: string | null) => (refuse = why),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const noteAt = (master: number, volume: number) =>
  settings({ sound_masterVolume: master, sound_note: { type: 'tick', volume } });

test('a sound plays at master × event volume', async () => {
  const { player, played } = setup();
  player.play('note', noteAt(0.5, 0.6));
  await flush();
  expect(played).toHaveLength(1);
  expect(played[0]!.url).toMatch(/\/tick\.mp3$/);
  expect(played[0]!.volume).toBeCloseTo(0.3);
});

test('a burst of notes plays one sound', async () => {
  const { player, played, advance } = setup();
  for (let i = 0; i < 5; i++) player.play('note', noteAt(1, 1));
  await flush();
  expect(played).toHaveLength(1);
  advance(500);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(played).toHaveLength(2);
});

test('before a user gesture nothing plays, nothing is fetched and nothing is queued', async () => {
  const { player, played, createSound, gesture, advance } = setup(false);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(createSound).not.toHaveBeenCalled();
  gesture();
  await flush();
  expect(played).toHaveLength(0);
  advance(500);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(played).toHaveLength(1);
});

test('a sound the browser refuses to play fails silently', async () => {
  const { player, played, refuse } = setup();
  refuse('NotAllowedError');
  player.play('note', noteAt(1, 1));
  await flush();
  expect(played).toHaveLength(0);
});

test('a preview plays at once, even right after the same sound', async () => {
  const { player, played } = setup();
  expect(await player.preview('chime', 0.5)).toBe(true);
  expect(await player.preview('chime', 0.5)).toBe(true);
  expect(played.map((s) => s.volume)).toEqual([0.5, 0.5]);
});

test('a preview the browser refuses says so', async () => {
  const { player, refuse } = setup();
  refuse('NotSupportedError');
  expect(await player.preview('chime', 0.5)).toBe(false);
});
