import { useCallback } from 'react';
import { useSettingsStore } from '@/store/index.ts';
import type { WindowHandle } from '@/ui/index.ts';
import type { OpenEmojiPickerOptions } from './open-emoji-picker.tsx';

/**
 * The public way to open the picker: its code (and the Unicode list) load on first use, so pages and notes
 * that only show a button do not carry them.
 */
export async function openEmojiPicker(options: OpenEmojiPickerOptions): Promise<void> {
  const picker = await import('./open-emoji-picker.tsx');
  return picker.openEmojiPicker(options);
}

export async function openEmojiPickerWindow(options: OpenEmojiPickerOptions): Promise<WindowHandle> {
  const picker = await import('./open-emoji-picker.tsx');
  return picker.openEmojiPickerWindow(options);
}

/** openEmojiPicker with the user's reactionPickerUseDrawerForMobile setting filled in. */
export function useEmojiPicker(): (options: OpenEmojiPickerOptions) => Promise<void> {
  const store = useSettingsStore();
  return useCallback(
    (options) =>
      openEmojiPicker({ useDrawerOnMobile: store.get('reactionPickerUseDrawerForMobile'), ...options }),
    [store],
  );
}
