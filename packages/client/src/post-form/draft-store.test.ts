import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createDraftSaver,
  isEmptyDraft,
  loadDraft,
  removeDraft,
  resetDraftStoreForTests,
  saveDraft,
  stashDraft,
} from './draft-store.ts';

beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
});

describe('drafts in IndexedDB (spec P2 §4)', () => {
  test('a saved draft is restored for the same account and context only', async () => {
    await saveDraft('a1', 'reply:n1', { text: 'half a thought' });
    expect(await loadDraft('a1', 'reply:n1')).toEqual({ text: 'half a thought' });
    expect(await loadDraft('a1', 'note')).toBeNull();
    expect(await loadDraft('a2', 'reply:n1')).toBeNull();
  });

  test('removing a draft, or saving an empty one, leaves nothing behind', async () => {
    await saveDraft('a1', 'note', { text: 'x' });
    await removeDraft('a1', 'note');
    expect(await loadDraft('a1', 'note')).toBeNull();
    await saveDraft('a1', 'note', { text: 'x' });
    await saveDraft('a1', 'note', { text: '   ', files: [] });
    expect(await loadDraft('a1', 'note')).toBeNull();
  });

  test('the old localStorage drafts are moved over once and the key is dropped', async () => {
    localStorage.setItem(
      'drafts',
      JSON.stringify({ note: { updatedAt: '2025-01-01T00:00:00Z', data: { text: 'from before' } } }),
    );
    expect(await loadDraft('a1', 'note')).toEqual({ text: 'from before' });
    expect(localStorage.getItem('drafts')).toBeNull();
  });

  test('a copy written while the page closes is found on the next load and moved into IndexedDB', async () => {
    await saveDraft('a1', 'note', { text: 'older' });
    stashDraft('a1', 'note', { text: 'typed just before closing' });
    expect(await loadDraft('a1', 'note')).toEqual({ text: 'typed just before closing' });
    expect(localStorage.length).toBe(0);
    expect(await loadDraft('a1', 'note')).toEqual({ text: 'typed just before closing' });
  });

  test('a later save replaces the synchronous copy, even when it empties the draft', async () => {
    stashDraft('a1', 'note', { text: 'stashed' });
    await saveDraft('a1', 'note', { text: '' });
    expect(await loadDraft('a1', 'note')).toBeNull();
  });

  test('a draft with only a poll, a file, a quote or a content warning is not empty', () => {
    expect(isEmptyDraft({ text: '' })).toBe(true);
    expect(isEmptyDraft({ text: '', quoteId: 'n' })).toBe(false);
    expect(isEmptyDraft({ text: '', useCw: true, cw: 'spoiler' })).toBe(false);
  });
});

describe('the draft saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('saves the latest draft after a short pause', () => {
    const save = vi.fn();
    const saver = createDraftSaver<string>(save, 300);
    saver.schedule('a');
    saver.schedule('ab');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('ab');
  });

  test('flush saves at once (page hidden), cancel drops what is pending (after posting)', () => {
    const save = vi.fn();
    const saver = createDraftSaver<string>(save, 300);
    saver.schedule('a');
    saver.flush();
    expect(save).toHaveBeenCalledWith('a');
    saver.schedule('b');
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  test('a closing page still knows the newest draft after its save began, but not after cancel', () => {
    const saver = createDraftSaver<string>(() => undefined, 300);
    saver.schedule('draft with a poll');
    vi.advanceTimersByTime(300);
    // the save has begun (IndexedDB may not answer before the page is gone): nothing is pending
    expect(saver.flush()).toBeNull();
    expect(saver.latest()).toBe('draft with a poll');
    saver.cancel();
    expect(saver.latest()).toBeNull();
  });
});
