// Resource module: a note's translation by the server's translator (notes/translate), asked from
// the note menu and shown under the note's text. Kept for the session, one entry per note.
import { useSyncExternalStore } from 'react';
import type { Api } from '@/api/index.ts';
import { createStore } from '@/ui/index.ts';

export type NoteTranslation =
  | { state: 'pending' }
  | { state: 'done'; sourceLang: string; text: string }
  /** The server had nothing to translate (a note without text: 204). */
  | { state: 'empty' };

const translations = createStore<ReadonlyMap<string, NoteTranslation>>(new Map());

function put(noteId: string, value: NoteTranslation | null) {
  translations.set((current) => {
    const next = new Map(current);
    if (value) next.set(noteId, value);
    else next.delete(noteId);
    return next;
  });
}

/**
 * Asks the server to translate a note into `targetLang` (the UI language: Misskey's own client
 * sends it as is, `en-US`, and the server keeps the part before the dash). A failure removes the
 * entry and is thrown for the caller's error path.
 */
export async function translateNote(api: Api, noteId: string, targetLang: string): Promise<void> {
  put(noteId, { state: 'pending' });
  try {
    const res = await api('notes/translate', { noteId, targetLang });
    put(noteId, res ? { state: 'done', sourceLang: res.sourceLang, text: res.text } : { state: 'empty' });
  } catch (err) {
    put(noteId, null);
    throw err;
  }
}

/** The translation asked for a note, if any (a note re-renders only when its own entry changes). */
export function useNoteTranslation(noteId: string): NoteTranslation | undefined {
  const read = () => translations.get().get(noteId);
  return useSyncExternalStore(translations.subscribe, read, read);
}

/** Forgets every translation (tests). */
export function clearNoteTranslations(): void {
  translations.set(new Map());
}
