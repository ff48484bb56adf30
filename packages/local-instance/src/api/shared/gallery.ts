// Gallery: posts (create, show, update, delete, like, unlike), the recent, featured and popular lists,
// i/gallery/posts and likes, users/gallery/posts.
import { ApiError, errorWithId } from '../errors.ts';
import { id } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { all, one } from '../../db/statement.ts';
import { packGalleryPost } from '../../packing/gallery-post.ts';
import type { PackContext } from '../../context.ts';
import type { Page } from '../../services/timelines.ts';
import { pagedRows } from './paging.ts';
import type { GalleryPostRow } from '../../packing/gallery-post.ts';
import type { Instance } from '../../context.ts';

export const noSuchPost = errorWithId('No such post.', 'NO_SUCH_POST');

export function findGalleryPost(inst: Instance, postId: string): GalleryPostRow | undefined {
  return one<GalleryPostRow>(inst.db, 'SELECT * FROM gallery_posts WHERE id = ?', postId);
}

/** A post that exists, else NO_SUCH_POST with the endpoint's own error id. */
export function existingGalleryPost(inst: Instance, postId: string, errorId: string): GalleryPostRow {
  const post = findGalleryPost(inst, postId);
  if (!post) throw new ApiError(noSuchPost(errorId));
  return post;
}

/**
 * The ids of the caller's own drive files among `fileIds`, in the given order; Misskey drops the
 * others silently and refuses a post left with none (NO_VALID_FILE; Misskey's create answers that
 * with an internal error, a 500 a public server should not give).
 */
export function ownFileIds(inst: Instance, fileIds: string[], me: UserRow): string[] {
  const mine = new Set(
    all<{ id: string }>(
      inst.db,
      `SELECT id FROM drive_files WHERE userId = ? AND id IN (${fileIds.map(() => '?').join(', ')})`,
      me.id,
      ...fileIds,
    ).map((r) => r.id),
  );
  const kept = fileIds.filter((f) => mine.has(f));
  if (kept.length === 0)
    throw new ApiError({
      message: 'None of the file IDs are valid. (at least one is required)',
      code: 'NO_VALID_FILE',
      id: 'd5289dfe-58a6-40b1-ba2c-58e72643808b',
    });
  return kept;
}

export const postParam = {
  type: 'object' as const,
  properties: { postId: id() },
  required: ['postId'],
};

export const titleSchema = { type: 'string' as const, minLength: 1, maxLength: 256 };
export const galleryDescriptionSchema = { type: 'string' as const, nullable: true, maxLength: 2048 };
export const fileIdsSchema = {
  type: 'array' as const,
  uniqueItems: true,
  minItems: 1,
  maxItems: 32,
  items: id(),
};

/** Misskey's ranking window for featured posts: likes of the last three days. */
export const GALLERY_RANKING_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** One page of a user's posts, newest first, packed. */
export function userGalleryPage(pc: PackContext, ps: Page, userId: string) {
  return pagedRows<GalleryPostRow>(pc.inst.db, ps, {
    table: 'gallery_posts',
    alias: 'p',
    where: ['p.userId = @userId'],
    params: { userId },
  }).map((p) => packGalleryPost(pc, p));
}
