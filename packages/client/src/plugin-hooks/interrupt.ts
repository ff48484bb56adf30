import { useEffect, useState } from 'react';
import { reportPluginFailure } from './plugin-log.ts';
import { getPluginHandlers, usePluginHandlers, type HandlerEntry } from './registry.ts';

type InterruptorKind = 'note_view_interruptor' | 'note_post_interruptor' | 'page_view_interruptor';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Passes a value through the interruptors of one kind, in the order they were registered. Each sees
 * what the one before it answered. An answer that is an object replaces the fields it has (fields a
 * plugin dropped keep their value, so a careless plugin cannot strip a note of its author); `null`
 * hides the value where `nullHides` (a note on screen), and is ignored elsewhere; a failing plugin is
 * reported by name and skipped, so the value goes on as the one before it left it.
 */
export async function applyInterruptors<T extends object>(
  value: T,
  entries: readonly HandlerEntry<InterruptorKind>[],
  nullHides: boolean,
): Promise<T | null> {
  let current = value;
  for (const { plugin, handler } of entries) {
    let answer: unknown;
    try {
      answer = await handler.run(current);
    } catch (error) {
      reportPluginFailure(plugin, error);
      continue;
    }
    if (answer === null && nullHides) return null;
    if (isRecord(answer)) current = { ...current, ...answer };
  }
  return current;
}

/** What is sent to `notes/create` after the note-post interruptors (spec part 1 §1, plugins). */
export function interruptPost<T extends object>(payload: T): Promise<T> {
  const entries = getPluginHandlers('note_post_interruptor');
  if (entries.length === 0) return Promise.resolve(payload);
  return applyInterruptors(payload, entries, false).then((v) => v ?? payload);
}

interface Settled<T> {
  entries: readonly HandlerEntry[];
  promise: Promise<T | null>;
  done: boolean;
  value: T | null;
}

/** One run per value and set of plugins: a note scrolled out and back in is not run again. */
const runs = new WeakMap<object, Settled<object>>();

function runFor<T extends object>(value: T, entries: readonly HandlerEntry<InterruptorKind>[]): Settled<T> {
  const known = runs.get(value) as Settled<T> | undefined;
  if (known && known.entries === entries) return known;
  const run: Settled<T> = { entries, done: false, value, promise: Promise.resolve(value) };
  run.promise = applyInterruptors(value, entries, true).then((v) => {
    run.done = true;
    run.value = v;
    return v;
  });
  runs.set(value, run as Settled<object>);
  return run;
}

export interface Interrupted<T> {
  value: T;
  /** A plugin asked for it not to be shown. */
  hidden: boolean;
}

/**
 * A note or a page as the view interruptors leave it. Without plugins it is the value itself, at
 * once. With plugins the value shows as it is until they have answered (as Misskey's note does),
 * then as they changed it.
 */
export function useInterrupted<T extends object>(
  kind: 'note_view_interruptor' | 'page_view_interruptor',
  value: T,
): Interrupted<T> {
  const entries = usePluginHandlers(kind);
  const [, settle] = useState(0);
  const run = entries.length > 0 ? runFor(value, entries) : null;
  const drawnDone = run?.done ?? true;
  useEffect(() => {
    if (!run || drawnDone) return;
    let live = true;
    void run.promise.then(() => live && settle((n) => n + 1));
    return () => {
      live = false;
    };
  }, [run, drawnDone]);
  if (!run || !drawnDone) return { value, hidden: false };
  return run.value === null ? { value, hidden: true } : { value: run.value, hidden: false };
}
