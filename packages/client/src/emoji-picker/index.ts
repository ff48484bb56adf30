/**
 * The emoji picker (spec P2 §2) and the react button.
 *
 * - `openEmojiPicker({ anchor, asReactionPicker?, note?, onChosen, useDrawerOnMobile? })`: popup next to
 *   `anchor`, drawer on phones, or a window from its header button. `onChosen` gets a character or `:name:`.
 *   Inside components prefer `useEmojiPicker()`, which fills in the reactionPickerUseDrawerForMobile setting.
 *   The picker's code loads on first use.
 * - The picker component itself is `EmojiPicker` in ./EmojiPicker.tsx (import it directly to embed it).
 */
export { openEmojiPicker, openEmojiPickerWindow, useEmojiPicker } from './lazy-picker.ts';
export type { OpenEmojiPickerOptions } from './open-emoji-picker.tsx';
export {
  EMOJI_PICKER_DEFAULT_GRID,
  PICKER_SIZES,
  PICKER_WIDTHS,
  PICKER_HEIGHTS,
  pickerGrid,
} from './picker-grid.ts';
export { customByCategory } from './picker-items.ts';
export { customItem } from './picker-items.ts';
export { CustomEmojiCatalog } from './CustomEmojiCatalog.tsx';
export type { PickerItem } from './picker-items.ts';
