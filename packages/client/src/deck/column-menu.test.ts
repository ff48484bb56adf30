import { expect, test } from 'vitest';
import type { MenuItem } from '@/ui/index.ts';
import { columnMenu } from './column-menu.tsx';
import type { Deck } from './deck-types.ts';

test("a notifications column's filter hides types, several in one open menu", async () => {
  let deck: Deck = {
    columns: [{ id: 'n', type: 'notifications', name: null, width: 330 }],
    layout: [['n']],
  };
  const apply = (op: (d: Deck) => Deck) => (deck = op(deck));
  const filter = columnMenu(deck.columns[0]!, apply).find(
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
  );
  expect(items.some((i) => i.type === 'parent')).toBe(false);
  expect(items.filter((i) => i.type === 'button').length).toBeGreaterThanOrEqual(9);
});
