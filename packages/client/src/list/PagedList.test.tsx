import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { usePaged } from '../queries/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { PagedList } from './PagedList.tsx';

type Item = { id: string };

/** Pages of 20 made-up items, three pages in all. */
const fetchPage = vi.fn(async ({ untilId }: { untilId?: string }) => {
  const start = untilId ? Number(untilId) + 1 : 0;
  return start >= 60 ? [] : Array.from({ length: 20 }, (_, i) => ({ id: String(start + i) }));
});

let observers: Array<{ cb: IntersectionObserverCallback; el?: Element }> = [];
beforeEach(() => {
  observers = [];
  fetchPage.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { cb: IntersectionObserverCallback; el?: Element };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el = el;
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.entry);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function List() {
  const query = usePaged<Item>({ queryKey: ['test-list'], fetch: fetchPage });
  return (
    <PagedList
      query={query}
      empty="Nothing here"
      renderItem={(item) => <p key={item.id}>item {item.id}</p>}
    />
  );
}

function renderList(infinite: boolean) {
  localStorage.clear();
  const store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: false, isMobile: false },
  });
  store.set('enableInfiniteScroll', infinite);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsProvider store={store} token={null}>
        <List />
      </SettingsProvider>
    </QueryClientProvider>,
  );
}

/** The list's end scrolls into view. */
function reachEnd() {
  act(() => {
    for (const o of observers)
      o.cb(
        [{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}

describe('PagedList', () => {
  test('with infinite scroll on, reaching the end loads the next page by itself', async () => {
    renderList(true);
    await screen.findByText('item 19');
    reachEnd();
    await screen.findByText('item 39');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  test('with infinite scroll off, reaching the end loads nothing until "Load more" is pressed', async () => {
    renderList(false);
    await screen.findByText('item 19');
    reachEnd();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('item 20')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('item 39');
  });

  test('an empty list says what is missing', async () => {
    fetchPage.mockResolvedValueOnce([]);
    renderList(true);
    await screen.findByText('Nothing here');
  });

  test('a failed load shows the error with a retry button that loads again', async () => {
    fetchPage.mockRejectedValueOnce(new Error('boom'));
    renderList(true);
    await screen.findByText('boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('item 0');
  });
});

describe('QueryErrorView', () => {
  test('a missing thing says "Not found" and offers no retry; other failures offer one', async () => {
    const { ApiCallError } = await import('../api/index.ts');
    const { QueryErrorView } = await import('./QueryErrorView.tsx');
    const missing = new ApiCallError('users/show', 400, {
      code: 'NO_SUCH_USER',
      message: 'No such user.',
      id: 'x',
    });
    const { unmount } = render(<QueryErrorView error={missing} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    render(<QueryErrorView error={new TypeError('Failed to fetch')} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
