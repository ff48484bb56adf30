import type { entities } from 'misskey-js';

/** Spec P1 §1: the blocks a page is made of (text with MFM, a section holding blocks, an image, a note). */
export type PageBlock = entities.PageBlock;
export type BlockType = PageBlock['type'];
export const BLOCK_TYPES: readonly BlockType[] = ['text', 'section', 'image', 'note'];

/** A new empty block of a type. */
export function newBlock(type: BlockType, id: string): PageBlock {
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'section':
      return { id, type, title: '', children: [] };
    case 'image':
      return { id, type, fileId: null };
    case 'note':
      return { id, type, note: null, detailed: false };
  }
}

/** Applies `change` to every list of blocks, the page's own and each section's, from the top down. */
function mapLists(blocks: PageBlock[], change: (list: PageBlock[]) => PageBlock[]): PageBlock[] {
  return change(blocks).map((b) =>
    b.type === 'section' ? { ...b, children: mapLists(b.children, change) } : b,
  );
}

/** The blocks with one block (found anywhere) changed. */
export function updateBlock(blocks: PageBlock[], id: string, patch: Partial<PageBlock>): PageBlock[] {
  return mapLists(blocks, (list) =>
    list.map((b) => (b.id === id ? ({ ...b, ...patch, id: b.id, type: b.type } as PageBlock) : b)),
  );
}

/** The blocks without one block (and, for a section, what it holds). */
export function removeBlock(blocks: PageBlock[], id: string): PageBlock[] {
  return mapLists(blocks, (list) => list.filter((b) => b.id !== id));
}

/** The blocks with a block added at the end of the page (parentId null) or of a section. */
export function addBlock(blocks: PageBlock[], block: PageBlock, parentId: string | null): PageBlock[] {
  if (parentId === null) return [...blocks, block];
  return mapLists(blocks, (list) =>
    list.map((b) =>
      b.id === parentId && b.type === 'section' ? { ...b, children: [...b.children, block] } : b,
    ),
  );
}

/** The blocks with one moved `by` places among its siblings (kept inside their list). */
export function moveBlock(blocks: PageBlock[], id: string, by: number): PageBlock[] {
  return mapLists(blocks, (list) => {
    const from = list.findIndex((b) => b.id === id);
    if (from < 0) return list;
    const to = Math.max(0, Math.min(list.length - 1, from + by));
    if (to === from) return list;
    const next = [...list];
    next.splice(to, 0, ...next.splice(from, 1));
    return next;
  });
}

function findBlock(blocks: PageBlock[], id: string): PageBlock | undefined {
  for (const b of blocks) {
    if (b.id === id) return b;
    if (b.type === 'section') {
      const inner = findBlock(b.children, id);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The blocks with one dropped just before another (drag and drop), into whichever list that one is in.
 * A section cannot be dropped into itself: that, or an unknown block, leaves the blocks as they were.
 */
export function dropBlockBefore(blocks: PageBlock[], dragId: string, beforeId: string): PageBlock[] {
  const dragged = findBlock(blocks, dragId);
  if (!dragged || dragId === beforeId || !findBlock(blocks, beforeId)) return blocks;
  if (dragged.type === 'section' && findBlock(dragged.children, beforeId)) return blocks;
  return mapLists(removeBlock(blocks, dragId), (list) => {
    const at = list.findIndex((b) => b.id === beforeId);
    return at < 0 ? list : [...list.slice(0, at), dragged, ...list.slice(at)];
  });
}

/** Every image block's file id, sections searched too (the files the editor must know to show them). */
export function blockFileIds(blocks: PageBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'image' && b.fileId ? [b.fileId] : b.type === 'section' ? blockFileIds(b.children) : [],
  );
}

/**
 * The note an embedded-note block shows, from what the author typed: a note id, or a note's address
 * on this or any server (its last `/notes/{id}` part); null when neither.
 */
export function noteIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^[0-9a-z]{8,32}$/i.test(text)) return text;
  const match = /\/notes\/([0-9a-z]{8,32})(?:[/?#]|$)/i.exec(text);
  return match ? match[1]! : null;
}
