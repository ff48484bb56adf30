import type { Settings } from '@/store/index.ts';

/** Spec P2 §3: the events that can play a sound, each with its own type and volume. */
export const SOUND_EVENTS = [
  'note',
  'noteMy',
  'notification',
  'chat',
  'chatBg',
  'antenna',
  'channel',
] as const;
export type SoundEvent = (typeof SOUND_EVENTS)[number];

export type SoundSetting = Settings['sound_note'];
export type SoundSettingKey = `sound_${SoundEvent}`;

/** The files in /client-assets/sounds/ (generated for Kumo, see the README there). */
export const SOUND_FILES = ['chime', 'pop', 'tick', 'bell', 'blip', 'bubble', 'drop', 'triad'] as const;
export type SoundFile = (typeof SOUND_FILES)[number];

/** Spec P2 §2, §7: GET /client-assets/sounds/{sound}.mp3. */
export function soundUrl(sound: string): string {
  return `/client-assets/sounds/${encodeURIComponent(sound)}.mp3`;
}

export function soundSettingKey(event: SoundEvent): SoundSettingKey {
  return `sound_${event}`;
}

function clampVolume(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}

/** The loudness actually played: the master volume times the event's own, both kept within 0..1. */
export function effectiveVolume(master: number, eventVolume: number): number {
  return clampVolume(master) * clampVolume(eventVolume);
}

/** What to play for a setting, or null when it is silent (no sound chosen, or a zero volume). */
export function soundToPlay(
  master: number,
  setting: SoundSetting | undefined,
): { url: string; volume: number } | null {
  if (!setting || !setting.type) return null;
  const volume = effectiveVolume(master, setting.volume);
  if (volume <= 0) return null;
  return { url: soundUrl(setting.type), volume };
}
