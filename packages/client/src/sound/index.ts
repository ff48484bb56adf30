export { playSound, previewSound, createSoundPlayer } from './sound-player.ts';
export type { SoundPlayer, SoundSettingsSource } from './sound-player.ts';
export { usePlaySound, useMediaVolume } from './use-sound.ts';
export {
  SOUND_EVENTS,
  SOUND_FILES,
  soundUrl,
  soundSettingKey,
  effectiveVolume,
  soundToPlay,
} from './sound-settings.ts';
export type { SoundEvent, SoundFile, SoundSetting, SoundSettingKey } from './sound-settings.ts';
export { SOUND_THROTTLE_MS } from './sound-throttle.ts';
export { noteSoundEvent, chatSoundEvent } from './note-sound.ts';
