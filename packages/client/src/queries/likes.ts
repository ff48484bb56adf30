/** Something a user likes (a gallery post, a page, a Play): its count and my mark. */
export interface Likeable {
  likedCount: number;
  isLiked?: boolean;
}

/** The item as it reads once I liked (or unliked) it: the mark set and the count moved by one. */
export function withLike<T extends Likeable>(item: T | undefined, like: boolean): T | undefined {
  if (!item || (item.isLiked ?? false) === like) return item;
  return { ...item, isLiked: like, likedCount: Math.max(0, item.likedCount + (like ? 1 : -1)) };
}
