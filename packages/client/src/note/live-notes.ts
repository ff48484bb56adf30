import type { entities } from 'misskey-js';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMe } from '@/account/index.ts';
import { useStream, type Stream } from '@/stream/index.ts';
import { applyNoteUpdate, type NoteUpdate } from './note-updates.ts';

type Note = entities.Note;

/**
 * The latest known state of notes on screen: stream updates and the user's own actions land here
 * (a cache keyed by note id), and every view of the note reads it, whichever list it came from.
 */
const latest = new Map<string, Note>();
const listeners = new Map<string, Set<() => void>>();

function notify(id: string) {
  for (const l of [...(listeners.get(id) ?? [])]) l();
}

export function getLiveNote(id: string): Note | undefined {
  return latest.get(id);
}

export function updateLiveNote(id: string, change: (note: Note) => Note): void {
  const current = latest.get(id);
  if (!current) return;
  const next = change(current);
  if (next === current) return;
  latest.set(id, next);
  notify(id);
}

function subscribe(id: string, l: () => void) {
  let set = listeners.get(id);
  if (!set) listeners.set(id, (set = new Set()));
  set.add(l);
  return () => {
    set.delete(l);
  };
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
  if (!latest.has(note.id)) latest.set(note.id, note);
  const subscribeToNote = useCallback((l: () => void) => subscribe(note.id, l), [note.id]);
  const live = useSyncExternalStore(subscribeToNote, () => latest.get(note.id) ?? note);
  useEffect(() => {
    if (!stream) return;
    return capture(stream, note.id, myId);
  }, [stream, note.id, myId]);
  return live;
}
