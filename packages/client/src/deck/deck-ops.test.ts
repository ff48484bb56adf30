import { expect, test } from 'vitest';
import {
  addColumn,
  addColumnWidget,
  moveColumnInRow,
  moveRow,
  popOutToNewRow,
  removeColumn,
  removeColumnWidget,
  setColumnWidgets,
  stackIntoPreviousRow,
  swapColumns,
  updateColumn,
  updateColumnWidget,
} from './deck-ops.ts';
import { EMPTY_DECK, type Column, type Deck } from './deck-types.ts';

const col = (id: string, extra: Partial<Column> = {}): Column => ({
  id,
  type: 'timeline',
  name: null,
  width: 330,
  ...extra,
});
const deckOf = (layout: string[][]): Deck => ({ columns: layout.flat().map((id) => col(id)), layout });

test('a new column gets a row of its own at the end', () => {
  const deck = addColumn(addColumn(EMPTY_DECK, col('a')), col('b'));
  expect(deck.layout).toEqual([['a'], ['b']]);
  expect(deck.columns.map((c) => c.id)).toEqual(['a', 'b']);
  expect(EMPTY_DECK.layout).toEqual([]);
});

test('removing a column drops the row it leaves empty, not the others', () => {
  const deck = deckOf([['a', 'b'], ['c']]);
  expect(removeColumn(deck, 'c').layout).toEqual([['a', 'b']]);
  expect(removeColumn(deck, 'a').layout).toEqual([['b'], ['c']]);
  expect(removeColumn(deck, 'a').columns.map((c) => c.id)).toEqual(['b', 'c']);
});

test('two columns swap places, in one row or across rows', () => {
  const deck = deckOf([['a', 'b'], ['c']]);
  expect(swapColumns(deck, 'a', 'c').layout).toEqual([['c', 'b'], ['a']]);
  expect(swapColumns(deck, 'a', 'b').layout).toEqual([['b', 'a'], ['c']]);
  expect(swapColumns(deck, 'a', 'zz')).toBe(deck);
});

test('a row moves up and down the layout, stopping at the ends', () => {
  const deck = deckOf([['a'], ['b', 'c'], ['d']]);
  expect(moveRow(deck, 'c', -1).layout).toEqual([['b', 'c'], ['a'], ['d']]);
  expect(moveRow(deck, 'b', 1).layout).toEqual([['a'], ['d'], ['b', 'c']]);
  expect(moveRow(deck, 'a', -1)).toBe(deck);
  expect(moveRow(deck, 'd', 1)).toBe(deck);
});

test('a column moves left and right within its row', () => {
  const deck = deckOf([['a', 'b', 'c']]);
  expect(moveColumnInRow(deck, 'b', -1).layout).toEqual([['b', 'a', 'c']]);
  expect(moveColumnInRow(deck, 'b', 1).layout).toEqual([['a', 'c', 'b']]);
  expect(moveColumnInRow(deck, 'a', -1)).toBe(deck);
});

test('a column goes into the previous row, and out again into a new row below, waking its old row', () => {
  let deck = deckOf([['a'], ['b']]);
  deck = updateColumn(deck, 'a', { active: false });
  deck = stackIntoPreviousRow(deck, 'b');
  expect(deck.layout).toEqual([['a', 'b']]);
  expect(stackIntoPreviousRow(deck, 'a')).toBe(deck);
  deck = popOutToNewRow(deck, 'b');
  expect(deck.layout).toEqual([['a'], ['b']]);
  expect(deck.columns.find((c) => c.id === 'a')?.active).toBe(true);
  expect(popOutToNewRow(deck, 'b')).toBe(deck);
});

test("a column's properties and widgets change without touching the others", () => {
  let deck = deckOf([['w'], ['x']]);
  deck = updateColumn(deck, 'w', { name: 'Mine', width: 400 });
  deck = addColumnWidget(deck, 'w', { id: '1', name: 'clock', data: {} });
  deck = addColumnWidget(deck, 'w', { id: '2', name: 'memo', data: {} });
  expect(deck.columns[0]!.widgets!.map((x) => x.id)).toEqual(['2', '1']);
  deck = updateColumnWidget(deck, 'w', '1', { timezone: 'UTC' });
  expect(deck.columns[0]!.widgets![1]!.data).toEqual({ timezone: 'UTC' });
  deck = setColumnWidgets(deck, 'w', [...deck.columns[0]!.widgets!].reverse());
  expect(deck.columns[0]!.widgets!.map((x) => x.id)).toEqual(['1', '2']);
  deck = removeColumnWidget(deck, 'w', '1');
  expect(deck.columns[0]!.widgets!.map((x) => x.id)).toEqual(['2']);
  expect(deck.columns[0]).toMatchObject({ name: 'Mine', width: 400 });
  expect(deck.columns[1]).toEqual(col('x'));
});
