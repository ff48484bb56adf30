import type { LocaleKey } from '@/i18n/index.ts';

/** True when a key press belongs to a text field, so global shortcuts must leave it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a dialog or menu is open (one playing its closing animation is inert and does not count). */
export function openModalIn(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('[aria-modal="true"]')).some((el) => !el.closest('[inert]'));
}

export type Shortcut =
  { kind: 'navigate'; to: string } | { kind: 'toggleDarkMode' } | { kind: 'post' } | { kind: 'help' };

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>;

/** The shortcuts anywhere in the signed-in frame, as the help dialog lists them (keys, what they do). */
export const GLOBAL_SHORTCUTS: Array<{ keys: string[]; label: LocaleKey; shortcut: Shortcut }> = [
  { keys: ['p', 'n'], label: 'shortcutPost', shortcut: { kind: 'post' } },
  { keys: ['s'], label: 'shortcutSearch', shortcut: { kind: 'navigate', to: '/secure/search' } },
  { keys: ['d'], label: 'shortcutDarkMode', shortcut: { kind: 'toggleDarkMode' } },
  { keys: ['?'], label: 'shortcutHelp', shortcut: { kind: 'help' } },
];

/** The keys of a focused note (see note/note-keys.ts), as the help dialog lists them. */
export const NOTE_SHORTCUTS: Array<{ keys: string[]; label: LocaleKey }> = [
  { keys: ['r'], label: 'shortcutNoteReply' },
  { keys: ['q'], label: 'shortcutNoteRenote' },
  { keys: ['e', 'a', '+'], label: 'shortcutNoteReact' },
  { keys: ['m', 'o'], label: 'shortcutNoteMenu' },
  { keys: ['j', '↓'], label: 'shortcutNoteNext' },
  { keys: ['k', '↑'], label: 'shortcutNotePrevious' },
];

/** Global shortcuts of the signed-in frame (spec P1 §2 search, §4 dark mode; post and help as Misskey). */
export function shortcutFor(e: KeyInfo): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return null;
  return GLOBAL_SHORTCUTS.find((s) => s.keys.includes(e.key))?.shortcut ?? null;
}
