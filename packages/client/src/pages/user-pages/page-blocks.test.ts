import { describe, expect, test } from 'vitest';
import {
  addBlock,
  blockFileIds,
  dropBlockBefore,
  moveBlock,
  newBlock,
  noteIdFrom,
  removeBlock,
  updateBlock,
  type PageBlock,
} from './page-blocks.ts';

const text = (id: string, body = id): PageBlock => ({ id, type: 'text', text: body });
const section = (id: string, children: PageBlock[]): PageBlock => ({
  id,
  type: 'section',
  title: id,
  children,
});
const ids = (blocks: PageBlock[]): unknown[] =>
  blocks.map((b) => (b.type === 'section' ? { [b.id]: ids(b.children) } : b.id));

const page = [text('a'), section('s', [text('b'), text('c')]), text('d')];

describe('page blocks', () => {
  test('a new block of each type starts empty', () => {
    expect(newBlock('text', '1')).toEqual({ id: '1', type: 'text', text: '' });
    expect(newBlock('section', '2')).toEqual({ id: '2', type: 'section', title: '', children: [] });
    expect(newBlock('image', '3')).toEqual({ id: '3', type: 'image', fileId: null });
    expect(newBlock('note', '4')).toEqual({ id: '4', type: 'note', note: null, detailed: false });
  });

  test('adding goes to the end of the page or of a section', () => {
    expect(ids(addBlock(page, text('e'), null))).toEqual(['a', { s: ['b', 'c'] }, 'd', 'e']);
    expect(ids(addBlock(page, text('e'), 's'))).toEqual(['a', { s: ['b', 'c', 'e'] }, 'd']);
  });

  test('a block inside a section is changed and removed where it is; removing a section removes its blocks', () => {
    const changed = updateBlock(page, 'c', { text: 'new' } as Partial<PageBlock>);
    expect((changed[1] as { children: PageBlock[] }).children[1]).toEqual({
      id: 'c',
      type: 'text',
      text: 'new',
    });
    expect(ids(removeBlock(page, 'b'))).toEqual(['a', { s: ['c'] }, 'd']);
    expect(ids(removeBlock(page, 's'))).toEqual(['a', 'd']);
    expect(page).toHaveLength(3);
  });

  test('moving stays among the siblings and stops at the ends', () => {
    expect(ids(moveBlock(page, 'd', -1))).toEqual(['a', 'd', { s: ['b', 'c'] }]);
    expect(ids(moveBlock(page, 'c', -1))).toEqual(['a', { s: ['c', 'b'] }, 'd']);
    expect(moveBlock(page, 'a', -1)).toEqual(page);
    expect(ids(moveBlock(page, 'a', 5))).toEqual([{ s: ['b', 'c'] }, 'd', 'a']);
  });

  test('dropping puts a block before another, into or out of a section, never a section into itself', () => {
    expect(ids(dropBlockBefore(page, 'd', 'c'))).toEqual(['a', { s: ['b', 'd', 'c'] }]);
    expect(ids(dropBlockBefore(page, 'b', 'a'))).toEqual(['b', 'a', { s: ['c'] }, 'd']);
    expect(dropBlockBefore(page, 's', 'b')).toBe(page);
    expect(dropBlockBefore(page, 'x', 'a')).toBe(page);
    expect(dropBlockBefore(page, 'a', 'a')).toBe(page);
  });

  test('image files are found in sections too', () => {
    const blocks: PageBlock[] = [
      { id: '1', type: 'image', fileId: 'f1' },
      section('s', [
        { id: '2', type: 'image', fileId: 'f2' },
        { id: '3', type: 'image', fileId: null },
      ]),
    ];
    expect(blockFileIds(blocks)).toEqual(['f1', 'f2']);
  });

  test('a note is named by its id or by its address', () => {
    expect(noteIdFrom(' 9xyzabcd12 ')).toBe('9xyzabcd12');
    expect(noteIdFrom('https://misskey.io/notes/9xyzabcd12')).toBe('9xyzabcd12');
    expect(noteIdFrom('https://example.com/notes/9xyzabcd12?x=1')).toBe('9xyzabcd12');
    expect(noteIdFrom('hello')).toBeNull();
    expect(noteIdFrom('https://example.com/@a')).toBeNull();
  });
});
