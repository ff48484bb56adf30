import { describe, expect, it } from 'vitest';
import { CONVERSATION_PAGE } from '../../queries/index.ts';
import { conversationView } from './conversation.ts';

describe('conversationView', () => {
  it('shows the parents oldest first', () => {
    expect(conversationView([['parent', 'grandparent']])).toEqual({
      notes: ['grandparent', 'parent'],
      hasMore: false,
    });
  });

  it('offers more while the last page was full, and puts older pages on top', () => {
    const full = Array.from({ length: CONVERSATION_PAGE }, (_, i) => `p${i + 1}`);
    expect(conversationView([full]).hasMore).toBe(true);
    const view = conversationView([full, ['p6']]);
    expect(view.hasMore).toBe(false);
    expect(view.notes[0]).toBe('p6');
    expect(view.notes.at(-1)).toBe('p1');
  });

  it('is empty for a note that replies to nothing', () => {
    expect(conversationView([[]])).toEqual({ notes: [], hasMore: false });
    expect(conversationView([])).toEqual({ notes: [], hasMore: false });
  });
});
