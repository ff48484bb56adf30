/** What a key pressed on a focused note does (Misskey's note keys; listed in the shortcuts help). */
export type NoteKeyAction = 'reply' | 'renote' | 'react' | 'menu' | 'next' | 'previous';

const KEYS: Record<string, NoteKeyAction> = {
  r: 'reply',
  q: 'renote',
  e: 'react',
  a: 'react',
  '+': 'react',
  m: 'menu',
  o: 'menu',
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
};

export function noteKeyAction(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): NoteKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  return KEYS[e.key] ?? null;
}

/**
 * Carries out a note key on the focused note `article`: presses its footer button, or moves the
 * focus to the next or previous note of the page. True when the key did something.
 */
export function runNoteKey(article: HTMLElement, action: NoteKeyAction): boolean {
  if (action === 'next' || action === 'previous') {
    const notes = [...document.querySelectorAll<HTMLElement>('article.kumo-note[tabindex]')];
    const target = notes[notes.indexOf(article) + (action === 'next' ? 1 : -1)];
    target?.focus();
    return target !== undefined;
  }
  const button = article.querySelector<HTMLButtonElement>(`[data-note-action="${action}"]:not(:disabled)`);
  button?.click();
  return button != null;
}
