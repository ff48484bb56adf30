import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { getUiConfig, openModal, openWindow, type WindowHandle } from '@/ui/index.ts';
import { EmojiPicker } from './EmojiPicker.tsx';

export interface OpenEmojiPickerOptions {
  /** The element the popup sits next to (the button that opened it). */
  anchor?: Element | null;
  /** Reaction mode: the reactionPicker* grid settings and the note's reaction rules apply. */
  asReactionPicker?: boolean;
  /** The note being reacted to (reaction mode). */
  note?: entities.Note;
  /** The pick: a character, or `:name:` for a custom emoji. */
  onChosen: (emoji: string) => void;
  /** Setting reactionPickerUseDrawerForMobile: a drawer on smartphones (default true). */
  useDrawerOnMobile?: boolean;
}

const WINDOW_SIZE = { width: 360, height: 440 };

/** The picker in a movable, resizable window; it stays open after each pick. */
export function openEmojiPickerWindow(options: OpenEmojiPickerOptions): WindowHandle {
  return openWindow({
    title: t('emojiPicker'),
    initialWidth: WINDOW_SIZE.width,
    initialHeight: WINDOW_SIZE.height,
    render: () => (
      <EmojiPicker
        asReactionPicker={options.asReactionPicker}
        note={options.note}
        onChosen={options.onChosen}
        fill
      />
    ),
  });
}

/**
 * Spec P2 §2: opens the emoji picker as a popup next to `anchor`, as a drawer on smartphones (when
 * reactionPickerUseDrawerForMobile is on), or, from its header button, as a window. Resolves when the popup or
 * drawer closes (after a pick, or canceled).
 */
export async function openEmojiPicker(options: OpenEmojiPickerOptions): Promise<void> {
  const phone = getUiConfig().deviceKind === 'smartphone';
  const drawerAllowed = options.useDrawerOnMobile ?? true;
  const result = await openModal<'window'>(
    ({ close, presentation }) => (
      <EmojiPicker
        asReactionPicker={options.asReactionPicker}
        note={options.note}
        fill={presentation === 'drawer'}
        autoFocusSearch={presentation !== 'drawer'}
        onChosen={(emoji) => {
          options.onChosen(emoji);
          close();
        }}
        onOpenWindow={presentation === 'drawer' ? undefined : () => close('window')}
      />
    ),
    { anchor: options.anchor, presentation: phone && !drawerAllowed ? 'popup' : 'auto' },
  );
  if (result === 'window') openEmojiPickerWindow(options);
}
