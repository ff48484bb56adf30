import { useCallback } from 'react';
import { useSettingsStore, useSettingValue } from '@/store/index.ts';
import { playSound } from './sound-player.ts';
import type { SoundEvent } from './sound-settings.ts';

/** `play('note')` with this tree's settings store: what timelines and notifications call. */
export function usePlaySound(): (event: SoundEvent) => void {
  const store = useSettingsStore();
  return useCallback((event: SoundEvent) => playSound(event, store), [store]);
}

/** The volume (0..1) that video and audio players start at: the device's media volume (spec P2 §3). */
export function useMediaVolume(): number {
  return useSettingValue('sound_mediaVolume');
}
