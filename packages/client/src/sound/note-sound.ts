import type { SoundEvent } from './sound-settings.ts';

/**
 * Spec P2 §3: which sound a burst of new notes plays. My own note wins; notes arriving through an
 * antenna or a channel play that event's sound; every other timeline plays the note sound.
 */
export function noteSoundEvent(streamChannel: string | null | undefined, includesMine: boolean): SoundEvent {
  if (includesMine) return 'noteMy';
  if (streamChannel === 'antenna') return 'antenna';
  if (streamChannel === 'channel') return 'channel';
  return 'note';
}

/** A chat message plays the chat sound while the tab is in view, the background one otherwise. */
export function chatSoundEvent(tabHidden: boolean): SoundEvent {
  return tabHidden ? 'chatBg' : 'chat';
}
