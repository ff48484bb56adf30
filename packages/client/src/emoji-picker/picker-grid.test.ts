import { describe, expect, test } from 'vitest';
import { EMOJI_PICKER_DEFAULT_GRID, moveInGrids, pickerGrid } from './picker-grid.ts';

describe('grid size', () => {
  test('the emoji picker defaults to size 1, width 3, height 2', () => {
    expect(EMOJI_PICKER_DEFAULT_GRID).toEqual({ size: 1, width: 3, height: 2 });
    expect(pickerGrid(EMOJI_PICKER_DEFAULT_GRID)).toEqual({ cellPx: 40, columns: 7, rows: 6 });
  });

  test('bigger settings give bigger cells, more columns and more rows', () => {
    expect(pickerGrid({ size: 3, width: 5, height: 4 })).toEqual({ cellPx: 50, columns: 9, rows: 10 });
  });

  test('values out of range are clamped', () => {
    expect(pickerGrid({ size: 0, width: 99, height: -2 })).toEqual({ cellPx: 40, columns: 9, rows: 4 });
  });
});

describe('arrow keys over the grids', () => {
  // two grids of 7 and 3 cells, 3 columns:  [0 1 2 / 3 4 5 / 6]  [0 1 2]
  const sizes = [7, 3];
  const at = (grid: number, index: number) => ({ grid, index });

  test('right and left go through cells in reading order, across grids', () => {
    expect(moveInGrids(sizes, at(0, 2), 'ArrowRight', 3)).toEqual(at(0, 3));
    expect(moveInGrids(sizes, at(0, 6), 'ArrowRight', 3)).toEqual(at(1, 0));
    expect(moveInGrids(sizes, at(1, 0), 'ArrowLeft', 3)).toEqual(at(0, 6));
    expect(moveInGrids(sizes, at(1, 2), 'ArrowRight', 3)).toBeNull();
    expect(moveInGrids(sizes, at(0, 0), 'ArrowLeft', 3)).toBeNull();
  });

  test('down keeps the column and goes to the short last row’s last cell', () => {
    expect(moveInGrids(sizes, at(0, 1), 'ArrowDown', 3)).toEqual(at(0, 4));
    expect(moveInGrids(sizes, at(0, 5), 'ArrowDown', 3)).toEqual(at(0, 6));
  });

  test('down from the last row enters the next grid in the same column', () => {
    expect(moveInGrids(sizes, at(0, 6), 'ArrowDown', 3)).toEqual(at(1, 0));
    expect(moveInGrids([2, 3], at(0, 1), 'ArrowDown', 3)).toEqual(at(1, 1));
    expect(moveInGrids([3, 1], at(0, 2), 'ArrowDown', 3)).toEqual(at(1, 0));
    expect(moveInGrids(sizes, at(1, 1), 'ArrowDown', 3)).toBeNull();
  });

  test('up from the first row enters the previous grid’s last row', () => {
    expect(moveInGrids(sizes, at(1, 2), 'ArrowUp', 3)).toEqual(at(0, 6));
    expect(moveInGrids(sizes, at(1, 0), 'ArrowUp', 3)).toEqual(at(0, 6));
    expect(moveInGrids([6, 3], at(1, 1), 'ArrowUp', 3)).toEqual(at(0, 4));
    expect(moveInGrids(sizes, at(0, 4), 'ArrowUp', 3)).toEqual(at(0, 1));
    expect(moveInGrids(sizes, at(0, 1), 'ArrowUp', 3)).toBeNull();
  });

  test('empty grids are skipped', () => {
    expect(moveInGrids([2, 0, 2], at(0, 1), 'ArrowRight', 3)).toEqual(at(2, 0));
    expect(moveInGrids([2, 0, 2], at(2, 0), 'ArrowUp', 3)).toEqual(at(0, 0));
  });
});
