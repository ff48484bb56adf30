import { act, renderHook } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { getLiveNote, liveNoteCounts, updateLiveNote, useLiveNote } from './live-notes.ts';

let nextId = 0;
function note(patch: Partial<entities.Note> = {}): entities.Note {
  return { id: `live-${nextId++}`, text: 'first', reactions: {}, ...patch } as entities.Note;
}

/** Lets the microtask that tells views of a new copy run. */
const settle = () => act(async () => await Promise.resolve());

describe('live notes', () => {
  test('a refetched copy of a note replaces the older live one', async () => {
    const old = note({ text: 'before' });
    const { result, rerender } = renderHook(({ n }) => useLiveNote(n), { initialProps: { n: old } });
    expect(result.current.text).toBe('before');
    rerender({ n: { ...old, text: 'after', reactions: { '👍': 1 } } });
    await settle();
    expect(result.current.text).toBe('after');
    expect(result.current.reactions).toEqual({ '👍': 1 });
  });

  test('a view showing the same copy again keeps the updates made since', async () => {
    const n = note();
    const { result, rerender } = renderHook(({ n }) => useLiveNote(n), { initialProps: { n } });
    act(() => updateLiveNote(n.id, (x) => ({ ...x, reactions: { '🎉': 2 } })));
    rerender({ n });
    await settle();
    expect(result.current.reactions).toEqual({ '🎉': 2 });
  });

  test('notes no view holds any more are let go, keeping at most 500 of them', async () => {
    const shown = note();
    const held = renderHook(() => useLiveNote(shown));
    for (let i = 0; i < 600; i++) renderHook(() => useLiveNote(note())).unmount();
    const { total, unheld } = liveNoteCounts();
    expect(unheld).toBeLessThanOrEqual(500);
    expect(total).toBeLessThanOrEqual(501);
    // the note still on screen is kept whatever came after it
    expect(getLiveNote(shown.id)).toBeDefined();
    held.unmount();
  });
});
