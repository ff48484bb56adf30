import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import { one, parseJson } from '../db/statement.ts';
import { packDriveFileById } from './drive-file.ts';
import { packUserLiteById } from './user.ts';

export interface GalleryPostRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  description: string | null;
  /** JSON array of drive file ids, in the order the author chose. */
  fileIds: string;
  isSensitive: number;
  likedCount: number;
}

/** A gallery post as Misskey's GalleryPostEntityService packs it (files that were deleted drop out). */
export function packGalleryPost(pc: PackContext, post: GalleryPostRow): entities.GalleryPost {
  const fileIds = parseJson<string[]>(post.fileIds, []);
  const files = fileIds.map((id) => packDriveFileById(pc, id)).filter((f) => f !== null);
  const liked = pc.me
    ? one<{ id: string }>(
        pc.inst.db,
        'SELECT id FROM gallery_likes WHERE postId = ? AND userId = ?',
        post.id,
        pc.me.id,
      ) !== undefined
    : undefined;
  return {
    id: post.id,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
    userId: post.userId,
    user: packUserLiteById(pc, post.userId),
    title: post.title,
    description: post.description,
    fileIds,
    files,
    tags: [],
    isSensitive: !!post.isSensitive,
    likedCount: post.likedCount,
    ...(liked !== undefined ? { isLiked: liked } : {}),
  };
}
