import type { SettingKey, Settings } from '@/store/index.ts';
import { soundSettingKey, soundToPlay, type SoundEvent } from './sound-settings.ts';
import { SoundThrottle } from './sound-throttle.ts';

/** Where the player reads the sound settings: the settings store (or anything with its `get`). */
export interface SoundSettingsSource {
  get<K extends SettingKey>(key: K): Settings[K];
}

interface PlayerDeps {
  createContext: () => AudioContext | null;
  fetchBytes: (url: string) => Promise<ArrayBuffer>;
  now: () => number;
  /** Whether the page has had a user gesture (true where the browser cannot tell). */
  hasUserActivation: () => boolean;
  /** Registers a one-time callback for the first user gesture (browsers keep audio muted until one). */
  onFirstGesture: (then: () => void) => void;
  /** Runs a task when the page is idle. */
  later: (task: () => void) => void;
}

export interface SoundPlayer {
  /** Plays the sound chosen for an event, at master × event volume; silent when throttled or blocked. */
  play(event: SoundEvent, settings: SoundSettingsSource): void;
  /** Plays a sound file at a volume now (a preview button: always a user gesture, never throttled). */
  preview(type: string, volume: number): Promise<boolean>;
}

/**
 * Web Audio player. Decoded sounds are cached. Browsers keep audio muted until the page has had a
 * user gesture: until then sounds are skipped silently instead of piling up for later, and no audio
 * context is made (making one takes tens of milliseconds of the main thread, a long task on a busy
 * timeline); it is made when the page is idle after the first gesture.
 */
export function createSoundPlayer(deps: PlayerDeps): SoundPlayer {
  let ctx: AudioContext | null = null;
  const buffers = new Map<string, Promise<AudioBuffer | null>>();
  const throttle = new SoundThrottle();

  let waitingForGesture = false;

  const context = (): AudioContext | null => {
    if (ctx) return ctx;
    if (!deps.hasUserActivation()) {
      if (!waitingForGesture) {
        waitingForGesture = true;
        deps.onFirstGesture(() => deps.later(() => void context()));
      }
      return null;
    }
    ctx = deps.createContext();
    const c = ctx;
    // a browser that cannot tell about gestures may still start it suspended
    if (c && c.state !== 'running') {
      void c.resume().catch(() => undefined);
      deps.onFirstGesture(() => void c.resume().catch(() => undefined));
    }
    return ctx;
  };

  const load = (c: AudioContext, url: string): Promise<AudioBuffer | null> => {
    let p = buffers.get(url);
    if (!p) {
      p = deps
        .fetchBytes(url)
        .then((bytes) => c.decodeAudioData(bytes))
        .catch(() => {
          buffers.delete(url);
          return null;
        });
      buffers.set(url, p);
    }
    return p;
  };

  const start = async (url: string, volume: number): Promise<boolean> => {
    const c = context();
    if (!c || c.state !== 'running') return false;
    const buffer = await load(c, url);
    if (!buffer) return false;
    try {
      const source = c.createBufferSource();
      const gain = c.createGain();
      gain.gain.value = volume;
      source.buffer = buffer;
      source.connect(gain).connect(c.destination);
      source.start();
      return true;
    } catch {
      return false;
    }
  };

  return {
    play(event, settings) {
      const target = soundToPlay(settings.get('sound_masterVolume'), settings.get(soundSettingKey(event)));
      if (!target) return;
      const c = context();
      if (!c || c.state !== 'running') return;
      if (!throttle.tryStart(event, deps.now())) return;
      void start(target.url, target.volume);
    },
    async preview(type, volume) {
      const c = context();
      if (!c) return false;
      if (c.state !== 'running') await c.resume().catch(() => undefined);
      const target = soundToPlay(1, { type, volume });
      return target ? start(target.url, target.volume) : false;
    },
  };
}

function browserContext(): AudioContext | null {
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

function firstGesture(then: () => void): void {
  const events = ['pointerdown', 'keydown', 'touchend'] as const;
  const once = () => {
    events.forEach((e) => window.removeEventListener(e, once, true));
    then();
  };
  events.forEach((e) => window.addEventListener(e, once, true));
}

const player = createSoundPlayer({
  createContext: browserContext,
  fetchBytes: async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`sound ${url}: ${res.status}`);
    return res.arrayBuffer();
  },
  now: () => performance.now(),
  hasUserActivation: () => navigator.userActivation?.hasBeenActive ?? true,
  onFirstGesture: firstGesture,
  later: (task) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 200),
});

/** Plays the sound of an event (spec P2 §3) with the given settings; fails silently. */
export function playSound(event: SoundEvent, settings: SoundSettingsSource): void {
  player.play(event, settings);
}

/** Plays a sound file once at a volume, for the settings page's preview buttons. */
export function previewSound(type: string, volume: number): Promise<boolean> {
  return player.preview(type, volume);
}
