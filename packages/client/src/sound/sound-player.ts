import type { SettingKey, Settings } from '@/store/index.ts';
import { soundSettingKey, soundToPlay, type SoundEvent } from './sound-settings.ts';
import { SoundThrottle } from './sound-throttle.ts';

/** Where the player reads the sound settings: the settings store (or anything with its `get`). */
export interface SoundSettingsSource {
  get<K extends SettingKey>(key: K): Settings[K];
}

/** What the player needs of an audio element. */
export interface PlayableSound {
  volume: number;
  play(): Promise<void>;
}

interface PlayerDeps {
  /** An audio element for a file (the browser's cache keeps the file after its first play). */
  createSound: (url: string) => PlayableSound;
  now: () => number;
  /** Whether the page has had a user gesture (true where the browser cannot tell). */
  hasUserActivation: () => boolean;
}

export interface SoundPlayer {
  /** Plays the sound chosen for an event, at master × event volume; silent when throttled or blocked. */
  play(event: SoundEvent, settings: SoundSettingsSource): void;
  /** Plays a sound file at a volume now (a preview button: always a user gesture, never throttled). */
  preview(type: string, volume: number): Promise<boolean>;
}

/**
 * Plays sounds with audio elements. Not Web Audio: the first audio context of a page starts the
 * browser's audio output on the main thread (~40 ms, a long task on a busy timeline), where an audio
 * element starts it off the main thread. Browsers keep audio muted until the page has had a user
 * gesture: until then sounds are skipped silently instead of piling up for later (or being fetched).
 */
export function createSoundPlayer(deps: PlayerDeps): SoundPlayer {
  const throttle = new SoundThrottle();

  const start = async (url: string, volume: number): Promise<boolean> => {
    try {
      const sound = deps.createSound(url);
      sound.volume = volume;
      await sound.play();
      return true;
    } catch {
      // not allowed (no gesture yet), or the file could not be played
      return false;
    }
  };

  return {
    play(event, settings) {
      const target = soundToPlay(settings.get('sound_masterVolume'), settings.get(soundSettingKey(event)));
      if (!target || !deps.hasUserActivation()) return;
      if (!throttle.tryStart(event, deps.now())) return;
      void start(target.url, target.volume);
    },
    preview(type, volume) {
      const target = soundToPlay(1, { type, volume });
      return target ? start(target.url, target.volume) : Promise.resolve(false);
    },
  };
}

const player = createSoundPlayer({
  createSound: (url) => new Audio(url),
  now: () => performance.now(),
  hasUserActivation: () => navigator.userActivation?.hasBeenActive ?? true,
});

/** Plays the sound of an event (spec P2 §3) with the given settings; fails silently. */
export function playSound(event: SoundEvent, settings: SoundSettingsSource): void {
  player.play(event, settings);
}

/** Plays a sound file once at a volume, for the settings page's preview buttons. */
export function previewSound(type: string, volume: number): Promise<boolean> {
  return player.preview(type, volume);
}
