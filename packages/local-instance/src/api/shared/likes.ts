// Likes of what users make (pages, gallery posts, Play): one row a user and item, and the item's count.
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { genId } from '../../db/ids.ts';
import type { Db } from '../../db/open.ts';
import { one, run } from '../../db/statement.ts';

/** Where one kind of item keeps its likes: the likes table, its item column, and the items' table. */
export interface LikeTable {
  likes: 'page_likes' | 'gallery_likes' | 'flash_likes';
  itemColumn: 'pageId' | 'postId' | 'flashId';
  items: 'pages' | 'gallery_posts' | 'flashes';
}

export const PAGE_LIKES: LikeTable = { likes: 'page_likes', itemColumn: 'pageId', items: 'pages' };
export const GALLERY_LIKES: LikeTable = {
  likes: 'gallery_likes',
  itemColumn: 'postId',
  items: 'gallery_posts',
};
export const FLASH_LIKES: LikeTable = { likes: 'flash_likes', itemColumn: 'flashId', items: 'flashes' };

function likeId(db: Db, t: LikeTable, itemId: string, userId: string): string | undefined {
  return one<{ id: string }>(
    db,
    `SELECT id FROM ${t.likes} WHERE ${t.itemColumn} = ? AND userId = ?`,
    itemId,
    userId,
  )?.id;
}

export function isLiked(db: Db, t: LikeTable, itemId: string, userId: string): boolean {
  return likeId(db, t, itemId, userId) !== undefined;
}

/** Records a like and counts it; a second like of the same item is `already` (the endpoint's error). */
export function addLike(db: Db, t: LikeTable, itemId: string, userId: string, already: ApiErrorSpec): void {
  if (likeId(db, t, itemId, userId)) throw new ApiError(already);
  const now = Date.now();
  db.transaction(() => {
    run(
      db,
      `INSERT INTO ${t.likes} (id, createdAt, ${t.itemColumn}, userId) VALUES (?, ?, ?, ?)`,
      genId(now),
      now,
      itemId,
      userId,
    );
    run(db, `UPDATE ${t.items} SET likedCount = likedCount + 1 WHERE id = ?`, itemId);
  })();
}

/** Takes a like back; an item not liked is `notLiked` (the endpoint's error). */
export function removeLike(
  db: Db,
  t: LikeTable,
  itemId: string,
  userId: string,
  notLiked: ApiErrorSpec,
): void {
  const id = likeId(db, t, itemId, userId);
  if (!id) throw new ApiError(notLiked);
  db.transaction(() => {
    run(db, `DELETE FROM ${t.likes} WHERE id = ?`, id);
    run(db, `UPDATE ${t.items} SET likedCount = MAX(likedCount - 1, 0) WHERE id = ?`, itemId);
  })();
}
