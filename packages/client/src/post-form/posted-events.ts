import type { entities } from 'misskey-js';

/** Spec P2 §4: after a successful post the form emits a posted event. */
export interface NotePostedEvent {
  /** The created note, when the server answered with it. */
  note: entities.Note | null;
  /** The id of the account that posted (another signed-in account when one was chosen). */
  accountId: string | null;
}

type Listener = (event: NotePostedEvent) => void;
const listeners = new Set<Listener>();

/** Listens to every post made through a post form; returns the function that stops listening. */
export function onNotePosted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNotePosted(event: NotePostedEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (err) {
      console.error('a posted-note listener failed', err);
    }
  }
}
