import type { entities } from 'misskey-js';
import { useEffect } from 'react';
import { useMe } from '@/account/index.ts';
import { useStream, type Stream } from '@/stream/index.ts';
import { createStore, useStore, type Store } from '@/ui/index.ts';
import { applyNoteUpdate, type NoteUpdate } from './note-updates.ts';

type Note = entities.Note;

/**
 * The latest known state of notes on screen: stream updates and the user's own actions land here
 * (a cache keyed by note id), and every view of the note reads it, whichever list it came from.
 *
 * - Newest copy wins: a copy of a note that has not been seen before (a refetch, another list's
 *   page) replaces the stored one; a view re-rendering with a copy already seen does not undo the
 *   stream updates made since.
 * - Bounded: a note no view holds stays for a while (scrolling back finds its live state), but at
 *   most UNHELD_LIMIT such notes are kept; the ones released longest ago go first.
 */
const UNHELD_LIMIT = 500;

interface Entry {
  store: Store<Note>;
  holders: number;
}

/** Insertion order is release order for the unheld entries (a released entry is moved to the end). */
const entries = new Map<string, Entry>();
const seenCopies = new WeakSet<Note>();
let unheld = 0;

function entryFor(note: Note): Entry {
  let entry = entries.get(note.id);
  if (!entry) {
    entry = { store: createStore(note), holders: 0 };
    entries.set(note.id, entry);
    unheld++;
    seenCopies.add(note);
    evictUnheld();
  } else if (!seenCopies.has(note)) {
    seenCopies.add(note);
    const store = entry.store;
    // told after the render that brought the copy, not during it
    queueMicrotask(() => store.set(note));
  }
  return entry;
}

function evictUnheld(): void {
  for (const [id, entry] of entries) {
    if (unheld <= UNHELD_LIMIT) return;
    if (entry.holders > 0) continue;
    entries.delete(id);
    unheld--;
  }
}

function hold(id: string): () => void {
  const entry = entries.get(id);
  if (!entry) return () => undefined;
  if (entry.holders++ === 0) unheld--;
  return () => {
    if (--entry.holders > 0) return;
    // released: to the end of the line of unheld entries
    entries.delete(id);
    entries.set(id, entry);
    unheld++;
    evictUnheld();
  };
}

export function getLiveNote(id: string): Note | undefined {
  return entries.get(id)?.store.get();
}

export function updateLiveNote(id: string, change: (note: Note) => Note): void {
  entries.get(id)?.store.set(change);
}

/** How many notes the cache keeps, and how many of them no view holds (for tests). */
export function liveNoteCounts(): { total: number; unheld: number } {
  return { total: entries.size, unheld };
}

interface Capture {
  users: number;
  stop: () => void;
}

/** One stream capture and one update handler per note, however many views show it. */
const captures = new Map<string, Capture>();

function capture(stream: Stream, id: string, myId: string | null): () => void {
  let c = captures.get(id);
  if (!c) {
    const release = stream.captureNote(id);
    const off = stream.events.on('noteUpdated', (raw) => {
      const ev = raw as { id: string } & NoteUpdate;
      if (ev?.id === id) updateLiveNote(id, (n) => applyNoteUpdate(n, ev, myId));
    });
    c = {
      users: 0,
      stop: () => {
        off();
        release();
      },
    };
    captures.set(id, c);
  }
  c.users++;
  const held = c;
  return () => {
    held.users--;
    if (held.users === 0) {
      held.stop();
      captures.delete(id);
    }
  };
}

/** The note as it is now: captured over the stream while shown (spec P1 §7 note capture). */
export function useLiveNote(note: Note): Note {
  const stream = useStream();
  const { account } = useMe();
  const myId = account?.id ?? null;
  const entry = entryFor(note);
  const live = useStore(entry.store);
  useEffect(() => hold(note.id), [note.id]);
  useEffect(() => {
    if (!stream) return;
    return capture(stream, note.id, myId);
  }, [stream, note.id, myId]);
  return live;
}
