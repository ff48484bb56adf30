/** Spec P2 §2, §9: the picker's grid. Size sets the cell, width the columns, height the visible rows. */
export interface PickerGridSettings {
  size: number;
  width: number;
  height: number;
}

/** Spec P2 §9: the emoji picker's default grid. The reaction picker uses the reactionPicker* settings. */
export const EMOJI_PICKER_DEFAULT_GRID: PickerGridSettings = { size: 1, width: 3, height: 2 };

/** The choices the settings page offers, in order. */
export const PICKER_SIZES = [1, 2, 3] as const;
export const PICKER_WIDTHS = [1, 2, 3, 4, 5] as const;
export const PICKER_HEIGHTS = [1, 2, 3, 4] as const;

const CELL_PX = [40, 45, 50];
const COLUMNS = [5, 6, 7, 8, 9];
const ROWS = [4, 6, 8, 10];

const pick = (table: number[], n: number) =>
  table[Math.min(Math.max(Math.round(n) - 1, 0), table.length - 1)] ?? table[0]!;

export interface PickerGrid {
  cellPx: number;
  columns: number;
  rows: number;
}

/** Settings values (1-based, clamped) to pixels, columns and rows. */
export function pickerGrid({ size, width, height }: PickerGridSettings): PickerGrid {
  return { cellPx: pick(CELL_PX, size), columns: pick(COLUMNS, width), rows: pick(ROWS, height) };
}

export interface GridPosition {
  grid: number;
  index: number;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * Arrow-key movement over several grids shown one under the other (the picker's sections), each laid out in
 * rows of `columns`. Left and right go through the cells in reading order; up and down keep the column,
 * crossing into the next or previous grid. null when there is nowhere to go.
 */
export function moveInGrids(
  sizes: readonly number[],
  from: GridPosition,
  key: GridKey,
  columns: number,
): GridPosition | null {
  const size = sizes[from.grid] ?? 0;
  const nextGrid = (dir: 1 | -1) => {
    for (let g = from.grid + dir; g >= 0 && g < sizes.length; g += dir) if ((sizes[g] ?? 0) > 0) return g;
    return null;
  };
  const column = from.index % columns;
  switch (key) {
    case 'ArrowRight': {
      if (from.index + 1 < size) return { grid: from.grid, index: from.index + 1 };
      const g = nextGrid(1);
      return g === null ? null : { grid: g, index: 0 };
    }
    case 'ArrowLeft': {
      if (from.index > 0) return { grid: from.grid, index: from.index - 1 };
      const g = nextGrid(-1);
      return g === null ? null : { grid: g, index: (sizes[g] ?? 1) - 1 };
    }
    case 'ArrowDown': {
      if (from.index + columns < size) return { grid: from.grid, index: from.index + columns };
      const lastRowStart = Math.floor((size - 1) / columns) * columns;
      if (from.index < lastRowStart) return { grid: from.grid, index: size - 1 };
      const g = nextGrid(1);
      return g === null ? null : { grid: g, index: Math.min(column, (sizes[g] ?? 1) - 1) };
    }
    case 'ArrowUp': {
      if (from.index - columns >= 0) return { grid: from.grid, index: from.index - columns };
      const g = nextGrid(-1);
      if (g === null) return null;
      const prevSize = sizes[g] ?? 1;
      const start = Math.floor((prevSize - 1) / columns) * columns;
      return { grid: g, index: Math.min(start + column, prevSize - 1) };
    }
  }
}
