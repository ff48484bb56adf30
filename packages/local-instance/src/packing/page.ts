import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import { one, parseJson } from '../db/statement.ts';
import { packOwnDriveFileById } from './drive-file.ts';
import { packUserLiteById } from './user.ts';

export interface PageRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  name: string;
  summary: string | null;
  /** JSON: the blocks, as the author's client sent them. */
  content: string;
  /** JSON: the legacy variables. */
  variables: string;
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: number;
  hideTitleWhenPinned: number;
  likedCount: number;
}

/** The file ids of the image blocks, sections searched too, as Misskey collects a page's attached files. */
export function imageFileIds(blocks: unknown, depth = 0): string[] {
  if (!Array.isArray(blocks) || depth > 32) return [];
  return blocks.flatMap((b: unknown) => {
    if (typeof b !== 'object' || b === null) return [];
    const block = b as { type?: unknown; fileId?: unknown; children?: unknown };
    if (block.type === 'image' && typeof block.fileId === 'string') return [block.fileId];
    return block.type === 'section' ? imageFileIds(block.children, depth + 1) : [];
  });
}

/** A page as Misskey's PageEntityService packs it (its `visibility` too, which misskey-js leaves out). */
export function packPage(pc: PackContext, page: PageRow): entities.Page & { visibility: 'public' } {
  const content = parseJson<entities.Page['content']>(page.content, []);
  const liked = pc.me
    ? one(pc.inst.db, 'SELECT 1 FROM page_likes WHERE pageId = ? AND userId = ?', page.id, pc.me.id) !==
      undefined
    : undefined;
  return {
    id: page.id,
    createdAt: new Date(page.createdAt).toISOString(),
    updatedAt: new Date(page.updatedAt).toISOString(),
    userId: page.userId,
    user: packUserLiteById(pc, page.userId),
    content,
    variables: parseJson<entities.Page['variables']>(page.variables, []),
    title: page.title,
    name: page.name,
    summary: page.summary,
    hideTitleWhenPinned: !!page.hideTitleWhenPinned,
    alignCenter: !!page.alignCenter,
    font: page.font,
    script: page.script,
    eyeCatchingImageId: page.eyeCatchingImageId,
    // only the author's files: a block may name any id (Misskey does not look inside blocks)
    eyeCatchingImage: page.eyeCatchingImageId
      ? packOwnDriveFileById(pc, page.eyeCatchingImageId, page.userId)
      : null,
    attachedFiles: [...new Set(imageFileIds(content))]
      .map((id) => packOwnDriveFileById(pc, id, page.userId))
      .filter((f) => f !== null),
    likedCount: page.likedCount,
    visibility: 'public',
    ...(liked !== undefined ? { isLiked: liked } : {}),
  };
}
