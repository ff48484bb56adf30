import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft.ts';

interface Item {
  title: string;
  likes: number;
}
const toDraft = (i: Item) => ({ title: i.title });

function setup() {
  return renderHook(({ stored }: { stored: Item | undefined }) => useDraft({ title: '' }, stored, toDraft), {
    initialProps: { stored: undefined as Item | undefined },
  });
}

describe('useDraft', () => {
  it('is not ready until the stored item arrives, then holds it', () => {
    const view = setup();
    expect(view.result.current.ready).toBe(false);
    view.rerender({ stored: { title: 'Hills at noon', likes: 0 } });
    expect(view.result.current.ready).toBe(true);
    expect(view.result.current.draft.title).toBe('Hills at noon');
  });

  it('takes a refetched item while nothing has been edited', () => {
    const view = setup();
    view.rerender({ stored: { title: 'Hills at noon', likes: 0 } });
    view.rerender({ stored: { title: 'Renamed elsewhere', likes: 1 } });
    expect(view.result.current.draft.title).toBe('Renamed elsewhere');
  });

  it('keeps what the user typed when a refetch arrives afterwards', () => {
    const view = setup();
    view.rerender({ stored: { title: 'Hills at noon', likes: 0 } });
    act(() => view.result.current.set('title', 'Hills at dusk'));
    view.rerender({ stored: { title: 'Hills at noon', likes: 1 } });
    expect(view.result.current.draft.title).toBe('Hills at dusk');
  });

  it('takes the saved answer again once the page has settled its edits', () => {
    const view = setup();
    view.rerender({ stored: { title: 'Hills at noon', likes: 0 } });
    act(() => view.result.current.set('title', '  Hills at dusk '));
    act(() => view.result.current.settle());
    view.rerender({ stored: { title: 'Hills at dusk', likes: 0 } });
    expect(view.result.current.draft.title).toBe('Hills at dusk');
  });
});
