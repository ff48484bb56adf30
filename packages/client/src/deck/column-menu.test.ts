import { expect, test } from 'vitest';
import type { MenuItem } from '@/ui/index.ts';
import { columnMenu } from './column-menu.tsx';
import type { Deck } from './deck-types.ts';

const ONE = { accounts: [{ id: 'me', token: 't1', username: 'me' }], current: 'me' };

test("a notifications column's filter hides types, several in one open menu", async () => {
  let deck: Deck = {
    columns: [{ id: 'n', type: 'notifications', name: null, width: 330 }],
    layout: [['n']],
  };
  const apply = (op: (d: Deck) => Deck) => (deck = op(deck));
  const filter = columnMenu(deck.columns[0]!, apply, ONE).find(
    (i): i is Extract<MenuItem, { type: 'parent' }> => i.type === 'parent',
  )!;
  const switches = (typeof filter.children === 'function' ? await filter.children() : filter.children).filter(
    (i): i is Extract<MenuItem, { type: 'switch' }> => i.type === 'switch',
  );
  switches[0]!.onChange(false);
  switches[1]!.onChange(false);
  expect(deck.columns[0]!.excludeTypes).toHaveLength(2);
  switches[0]!.onChange(true);
  expect(deck.columns[0]!.excludeTypes).toHaveLength(1);
});

test('a timeline column has no notification filter, and every move is offered', () => {
  const items = columnMenu(
    { id: 't', type: 'timeline', tl: 'home', name: null, width: 330 },
    () => undefined,
    ONE,
  );
  expect(items.some((i) => i.type === 'parent')).toBe(false);
  expect(items.filter((i) => i.type === 'button').length).toBeGreaterThanOrEqual(9);
});

test('with two accounts signed in, a column can read as the other and back as the current one', async () => {
  let deck: Deck = { columns: [{ id: 'n', type: 'notifications', name: null, width: 330 }], layout: [['n']] };
  const apply = (op: (d: Deck) => Deck) => (deck = op(deck));
  const choice = {
    accounts: [
      { id: 'me', token: 't1', username: 'me' },
      { id: 'alt', token: 't2', username: 'alt' },
    ],
    current: 'me',
  };
  const accountsOf = async () => {
    const parent = columnMenu(deck.columns[0]!, apply, choice).find(
      (i): i is Extract<MenuItem, { type: 'parent' }> => i.type === 'parent' && i.text === 'Account',
    )!;
    const children = typeof parent.children === 'function' ? await parent.children() : parent.children;
    return children.filter((i): i is Extract<MenuItem, { type: 'switch' }> => i.type === 'switch');
  };
  let items = await accountsOf();
  expect(items.map((i) => [i.text, i.checked])).toEqual([
    ['The current account (@me)', true],
    ['@alt', false],
  ]);
  items[1]!.onChange(true);
  expect(deck.columns[0]!.accountId).toBe('alt');
  items = await accountsOf();
  expect(items.map((i) => i.checked)).toEqual([false, true]);
  items[0]!.onChange(true);
  expect(deck.columns[0]!.accountId).toBeUndefined();
  // one account alone: nothing to choose
  expect(columnMenu(deck.columns[0]!, apply, ONE).some((i) => 'text' in i && i.text === 'Account')).toBe(
    false,
  );
});
