import { describe, expect, test } from 'vitest';
import { GALLERY_MAX_FILES, moveItem, withPicked } from './gallery-files.ts';

const files = (...ids: string[]) => ids.map((id) => ({ id }));

describe('the files of a gallery post being edited', () => {
  test('a file moves up or down; moves past either end change nothing', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  test('picked files are appended once each, up to Misskey’s limit of 32', () => {
    expect(withPicked(files('a', 'b'), files('b', 'c', 'c'))).toEqual(files('a', 'b', 'c'));
    const many = files(...Array.from({ length: 40 }, (_, i) => `f${i}`));
    expect(withPicked(files('x'), many)).toHaveLength(GALLERY_MAX_FILES);
    expect(withPicked(files('x'), many)[0]).toEqual({ id: 'x' });
  });
});
