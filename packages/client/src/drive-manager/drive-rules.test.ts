import { describe, expect, test } from 'vitest';
import {
  dropAllowed,
  filesToActOn,
  folderPath,
  readDrag,
  typeParam,
  DRIVE_DRAG_TYPE,
} from './drive-rules.ts';

const folder = (id: string, parent: unknown = null) =>
  ({
    id,
    name: id,
    parentId: (parent as { id?: string } | null)?.id ?? null,
    createdAt: '',
    parent,
  }) as never;

describe('drive page rules', () => {
  test('type filters become drive/files types', () => {
    expect(typeParam('all')).toBeNull();
    expect(typeParam('image')).toBe('image/*');
  });

  test('the path runs from the top of the drive down to the folder', () => {
    const path = folderPath(folder('c', folder('b', folder('a'))));
    expect(path.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(folderPath(null)).toEqual([]);
  });

  test('a folder is never dropped into itself; anything may go to the top', () => {
    expect(dropAllowed({ files: [], folders: ['x'] }, 'x')).toBe(false);
    expect(dropAllowed({ files: ['f'], folders: ['x'] }, 'y')).toBe(true);
    expect(dropAllowed({ files: [], folders: ['x'] }, null)).toBe(true);
    expect(dropAllowed({ files: [], folders: [] }, null)).toBe(false);
  });

  test('a drag carries its ids; anything else is not a drive drag', () => {
    const data = { getData: (t: string) => (t === DRIVE_DRAG_TYPE ? '{"files":["a"]}' : '') } as DataTransfer;
    expect(readDrag(data)).toEqual({ files: ['a'], folders: [] });
    expect(readDrag({ getData: () => '{oops' } as unknown as DataTransfer)).toBeNull();
  });

  test('a menu acts on the whole selection when its file is in it, else on that file alone', () => {
    expect(filesToActOn(new Set(['a', 'b']), 'a').sort()).toEqual(['a', 'b']);
    expect(filesToActOn(new Set(['a', 'b']), 'c')).toEqual(['c']);
  });
});
