import { moveInGrids, type GridKey } from './picker-grid.ts';

const KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** Columns as laid out: cells on the first row of the grid; the configured count where nothing is laid out. */
function laidOutColumns(grid: HTMLElement, fallback: number): number {
  const cells = [...grid.querySelectorAll<HTMLElement>('[data-emoji-cell]')];
  const top = cells[0]?.getBoundingClientRect();
  if (!top || top.width === 0) return fallback;
  const n = cells.findIndex((c) => c.getBoundingClientRect().top > top.top + 1);
  return n === -1 ? cells.length : Math.max(n, 1);
}

/**
 * Moves focus from `cell` with an arrow key across the grids inside `body`. 'top' means ArrowUp on the first row
 * (the picker then focuses its search box), 'handled' that focus moved, null that the key is not ours.
 */
export function moveFocusInGrids(
  body: HTMLElement,
  cell: HTMLElement,
  key: string,
  columns: number,
): 'handled' | 'top' | null {
  if (!KEYS.has(key)) return null;
  const grids = [...body.querySelectorAll<HTMLElement>('[data-emoji-grid]')];
  const cellsOf = grids.map((g) => [...g.querySelectorAll<HTMLElement>('[data-emoji-cell]')]);
  const grid = grids.findIndex((g) => g.contains(cell));
  if (grid === -1) return null;
  const index = cellsOf[grid]!.indexOf(cell);
  const cols = laidOutColumns(grids[grid]!, columns);
  const to = moveInGrids(
    cellsOf.map((c) => c.length),
    { grid, index },
    key as GridKey,
    cols,
  );
  if (!to) return key === 'ArrowUp' ? 'top' : 'handled';
  cellsOf[to.grid]?.[to.index]?.focus();
  return 'handled';
}
