// Spec P1 §4 Deck operations, as plain functions over { columns, layout }: each returns a new deck
// and leaves its argument as it was. An unknown column id changes nothing.
import type { Column, ColumnWidget, Deck } from './deck-types.ts';

const rowOf = (deck: Deck, id: string) => deck.layout.findIndex((row) => row.includes(id));
const dropEmptyRows = (layout: string[][]) => layout.filter((row) => row.length > 0);

/** Adds a column in a new row of its own, at the end. */
export function addColumn(deck: Deck, column: Column): Deck {
  return { columns: [...deck.columns, column], layout: [...deck.layout, [column.id]] };
}

/** Removes a column; a row left empty is dropped. */
export function removeColumn(deck: Deck, id: string): Deck {
  return {
    columns: deck.columns.filter((c) => c.id !== id),
    layout: dropEmptyRows(deck.layout.map((row) => row.filter((c) => c !== id))),
  };
}

/** Swaps the places of two columns (in the same row or in two rows). */
export function swapColumns(deck: Deck, a: string, b: string): Deck {
  if (rowOf(deck, a) < 0 || rowOf(deck, b) < 0) return deck;
  return {
    ...deck,
    layout: deck.layout.map((row) => row.map((c) => (c === a ? b : c === b ? a : c))),
  };
}

/** Moves the row holding the column one place up (-1) or down (+1) the layout. */
export function moveRow(deck: Deck, id: string, step: -1 | 1): Deck {
  const i = rowOf(deck, id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= deck.layout.length) return deck;
  const layout = [...deck.layout];
  [layout[i], layout[j]] = [layout[j]!, layout[i]!];
  return { ...deck, layout };
}

/** Moves the column one place left (-1) or right (+1) within its row. */
export function moveColumnInRow(deck: Deck, id: string, step: -1 | 1): Deck {
  const i = rowOf(deck, id);
  if (i < 0) return deck;
  const row = [...deck.layout[i]!];
  const k = row.indexOf(id);
  const m = k + step;
  if (m < 0 || m >= row.length) return deck;
  [row[k], row[m]] = [row[m]!, row[k]!];
  return { ...deck, layout: deck.layout.map((r, n) => (n === i ? row : r)) };
}

/** Moves the column to the end of the previous row (its own row is dropped if left empty). */
export function stackIntoPreviousRow(deck: Deck, id: string): Deck {
  const i = rowOf(deck, id);
  if (i <= 0) return deck;
  const layout = deck.layout.map((row, n) =>
    n === i - 1 ? [...row, id] : n === i ? row.filter((c) => c !== id) : row,
  );
  return { ...deck, layout: dropEmptyRows(layout) };
}

/**
 * Takes the column out of its row into a new row just below it; every column of the row it left is
 * marked active again (spec P1 §4).
 */
export function popOutToNewRow(deck: Deck, id: string): Deck {
  const i = rowOf(deck, id);
  if (i < 0 || deck.layout[i]!.length < 2) return deck;
  const former = deck.layout[i]!.filter((c) => c !== id);
  const layout = [...deck.layout.slice(0, i), former, [id], ...deck.layout.slice(i + 1)];
  const columns = deck.columns.map((c) => (former.includes(c.id) ? { ...c, active: true } : c));
  return { columns, layout };
}

/** Changes a column's own properties (name, width, active, its settings). */
export function updateColumn(deck: Deck, id: string, patch: Partial<Omit<Column, 'id'>>): Deck {
  return { ...deck, columns: deck.columns.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

const withWidgets = (deck: Deck, id: string, change: (ws: ColumnWidget[]) => ColumnWidget[]) =>
  updateColumn(deck, id, { widgets: change(deck.columns.find((c) => c.id === id)?.widgets ?? []) });

/** Adds a widget at the top of a widgets column. */
export function addColumnWidget(deck: Deck, id: string, widget: ColumnWidget): Deck {
  return withWidgets(deck, id, (ws) => [widget, ...ws]);
}

export function removeColumnWidget(deck: Deck, id: string, widgetId: string): Deck {
  return withWidgets(deck, id, (ws) => ws.filter((w) => w.id !== widgetId));
}

/** Replaces a column's widgets (a reorder). */
export function setColumnWidgets(deck: Deck, id: string, widgets: ColumnWidget[]): Deck {
  return withWidgets(deck, id, () => widgets);
}

/** Changes one widget's settings. */
export function updateColumnWidget(
  deck: Deck,
  id: string,
  widgetId: string,
  data: Record<string, unknown>,
): Deck {
  return withWidgets(deck, id, (ws) => ws.map((w) => (w.id === widgetId ? { ...w, data } : w)));
}
