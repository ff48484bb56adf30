/**
 * Whether a right-click (or long-press) on a note should open the note menu: not on links, buttons,
 * media or form fields (they keep the browser's own menu), and not while text is selected.
 */
export function wantsNoteMenu(target: EventTarget | null, selectedText: string): boolean {
  if (selectedText.trim() !== '') return false;
  if (!(target instanceof Element)) return true;
  return target.closest('a, button, img, video, audio, input, textarea, [role="menu"]') === null;
}
