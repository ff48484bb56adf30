/** True when a key press belongs to a text field, so global shortcuts must leave it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export type Shortcut = { kind: 'navigate'; to: string } | { kind: 'toggleDarkMode' };

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>;

/** Global shortcuts of the signed-in frame: `s` opens search (spec P1 §2), `d` toggles dark mode (§4). */
export function shortcutFor(e: KeyInfo): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return null;
  if (e.key === 's') return { kind: 'navigate', to: '/secure/search' };
  if (e.key === 'd') return { kind: 'toggleDarkMode' };
  return null;
}
