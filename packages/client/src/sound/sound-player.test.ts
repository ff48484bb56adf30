import { expect, test, vi } from 'vitest';
import type { SettingKey, Settings } from '../store/index.ts';
import { createSoundPlayer } from './sound-player.ts';

class FakeContext {
  state: AudioContextState;
  started: Array<{ volume: number; buffer: unknown }> = [];
  destination = {};
  constructor(state: AudioContextState) {
    this.state = state;
  }
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  decodeAudioData = vi.fn((bytes: ArrayBuffer) => Promise.resolve({ bytes }));
  createGain() {
    return { gain: { value: 1 }, connect: (d: unknown) => d };
  }
  createBufferSource() {
    const started = this.started;
    const source = {
      buffer: null as unknown,
      gainNode: null as null | { gain: { value: number } },
      connect(gain: { gain: { value: number } }) {
        source.gainNode = gain;
        return { connect: () => undefined };
      },
      start() {
        started.push({ volume: source.gainNode!.gain.value, buffer: source.buffer });
      },
    };
    return source;
  }
}

function settings(values: Partial<Settings>) {
  return { get: <K extends SettingKey>(key: K) => values[key] as Settings[K] };
}

function setup(state: AudioContextState = 'running', activated = true) {
  const ctx = new FakeContext(state);
  let now = 0;
  let active = activated;
  const gestures: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const fetchBytes = vi.fn((url: string) => Promise.resolve(new TextEncoder().encode(url).buffer));
  const createContext = vi.fn(() => ctx as unknown as AudioContext);
  const player = createSoundPlayer({
    createContext,
    fetchBytes,
    now: () => now,
    hasUserActivation: () => active,
    onFirstGesture: (then) => gestures.push(then),
    later: (task) => idle.push(task),
  });
  return {
    ctx,
    player,
    fetchBytes,
    createContext,
    advance: (ms: number) => (now += ms),
    gesture: () => {
      active = true;
      gestures.splice(0).forEach((then) => then());
    },
    idle: () => idle.splice(0).forEach((task) => task()),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const noteAt = (master: number, volume: number) =>
  settings({ sound_masterVolume: master, sound_note: { type: 'tick', volume } });

test('a sound plays at master × event volume', async () => {
  const { ctx, player } = setup();
  player.play('note', noteAt(0.5, 0.6));
  await flush();
  expect(ctx.started).toHaveLength(1);
  expect(ctx.started[0]!.volume).toBeCloseTo(0.3);
});

test('a burst of notes plays one sound, and the file is fetched once', async () => {
  const { ctx, player, fetchBytes, advance } = setup();
  for (let i = 0; i < 5; i++) player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(1);
  advance(500);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(2);
  expect(fetchBytes).toHaveBeenCalledTimes(1);
});

test('before a user gesture nothing plays, nothing is queued and no audio context is made', async () => {
  const { ctx, player, gesture, idle, advance, createContext } = setup('running', false);
  player.play('note', noteAt(1, 1));
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(0);
  expect(createContext).not.toHaveBeenCalled();
  // the first gesture makes the context once the page is idle, not during the gesture
  gesture();
  expect(createContext).not.toHaveBeenCalled();
  idle();
  expect(createContext).toHaveBeenCalledTimes(1);
  await flush();
  expect(ctx.started).toHaveLength(0);
  advance(500);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(1);
  expect(createContext).toHaveBeenCalledTimes(1);
});

test('a context that starts suspended (a browser that cannot tell about gestures) is resumed', async () => {
  const { ctx, player, advance } = setup('suspended');
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.resume).toHaveBeenCalledTimes(1);
  expect(ctx.state).toBe('running');
  advance(500);
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(2);
});

test('a sound that cannot be loaded fails silently', async () => {
  const { ctx, player, fetchBytes } = setup();
  fetchBytes.mockImplementationOnce(() => Promise.reject(new Error('404')));
  player.play('note', noteAt(1, 1));
  await flush();
  expect(ctx.started).toHaveLength(0);
});

test('a preview plays at once, even right after the same sound', async () => {
  const { ctx, player } = setup('suspended');
  expect(await player.preview('chime', 0.5)).toBe(true);
  expect(await player.preview('chime', 0.5)).toBe(true);
  expect(ctx.started.map((s) => s.volume)).toEqual([0.5, 0.5]);
});
