import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiProvider } from '@/api/index.ts';
import { SettingsProvider } from '@/store/index.ts';
import { apiError, fakeServer } from '../../test-support/fake-server.ts';
import { newSettingsStore, newTestQueryClient } from '../../test-support/settings-test-host.tsx';
import { useDeck } from './use-deck.ts';

function Columns() {
  const { deck, loaded, error } = useDeck();
  if (error) return <p>failed</p>;
  return <p>{loaded ? `columns: ${deck.columns.map((c) => c.id).join(',')}` : 'loading'}</p>;
}

const column = (id: string) => ({ id, type: 'timeline', name: null, width: 330 });

function renderDeck(profile: string, onDevice: unknown) {
  const store = newSettingsStore();
  store.set('deckProfile', profile);
  store.set('deckOnDevice', onDevice as never);
  render(
    <QueryClientProvider client={newTestQueryClient()}>
      <ApiProvider token="tok">
        <SettingsProvider store={store} token={null}>
          <Columns />
        </SettingsProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

// the deck store lives for the page, so each test uses a profile of its own
describe('the deck kept on the device per account (spec P1 §3)', () => {
  test("draws the device's copy when the registry cannot be read", async () => {
    fakeServer({ 'i/registry/get': () => apiError(500, 'INTERNAL_ERROR') });
    renderDeck('travel', { profile: 'travel', columns: [column('a')], layout: [['a']] });
    await screen.findByText('columns: a');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('columns: a')).toBeTruthy();
  });

  test("keeps the registry's deck on the device once it has loaded", async () => {
    fakeServer({ 'i/registry/get': () => ({ columns: [column('b')], layout: [['b']] }) });
    const store = renderDeck('work', null);
    await screen.findByText('columns: b');
    expect(store.get('deckOnDevice')).toEqual({ profile: 'work', columns: [column('b')], layout: [['b']] });
  });

  test("a first start saves the device's deck as the default profile the registry lacks", async () => {
    const server = fakeServer({
      'i/registry/get': () => apiError(400, 'NO_SUCH_KEY'),
      'i/registry/set': () => undefined,
    });
    renderDeck('default', { profile: 'default', columns: [column('c')], layout: [['c']] });
    await screen.findByText('columns: c');
    await vi.waitFor(() =>
      expect(server.sent('i/registry/set')).toEqual([
        {
          scope: ['client', 'deck', 'profiles'],
          key: 'default',
          value: { columns: [column('c')], layout: [['c']] },
        },
      ]),
    );
  });
});
