import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { usePaged } from '../queries/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { ListCore } from './ListCore.tsx';

type Item = { id: string };

/** Pages of 10 made-up items, two in all; the second is held until `release` is called. */
let release: () => void = () => undefined;
const fetchPage = vi.fn(async ({ untilId }: { untilId?: string }) => {
  const start = untilId ? Number(untilId) + 1 : 0;
  if (start > 0) await new Promise<void>((r) => (release = r));
  return start >= 20 ? [] : Array.from({ length: 10 }, (_, i) => ({ id: String(start + i) }));
});
beforeEach(() => {
  fetchPage.mockClear();
});

function host(list: ReactElement) {
  const store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: false, isMobile: false },
  });
  store.set('enableInfiniteScroll', false);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsProvider store={store} token={null}>
        {list}
      </SettingsProvider>
    </QueryClientProvider>,
  );
}

function List({ keep, framed }: { keep: (item: Item) => boolean; framed?: boolean }) {
  const query = usePaged<Item>({ queryKey: ['core-list', framed], fetch: fetchPage, pageSize: 10 });
  const items = query.data?.pages.flat().filter(keep);
  return (
    <ListCore
      query={query}
      items={items}
      empty="Nothing to show"
      renderItem={(item) => <p key={item.id}>item {item.id}</p>}
      virtualize={40}
      className="items"
      frame={framed ? (list) => <section aria-label="Live list">{list}</section> : undefined}
    />
  );
}

describe('the list core', () => {
  test('a list that leaves out every loaded item says it is empty, in its frame, and still offers older ones', async () => {
    host(<List keep={() => false} framed />);
    const frame = await screen.findByRole('region', { name: 'Live list' });
    expect(within(frame).getByText('Nothing to show')).toBeTruthy();
    fireEvent.click(within(frame).getByRole('button', { name: 'Load more' }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  test('the items are marked busy while the next page loads, and a short list is drawn whole', async () => {
    const { container } = host(<List keep={() => true} />);
    await screen.findByText('item 9');
    const busy = () => container.querySelector('.items')!.getAttribute('aria-busy');
    expect(busy()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(busy()).toBe('true'));
    release();
    await screen.findByText('item 19');
    expect(busy()).toBeNull();
    // under the list's length for virtualising: every item is in the page
    expect(container.querySelectorAll('.items p')).toHaveLength(20);
  });
});
